import FootballGatherKit
import HeadlessUI

/// The player detail screen's state: the player, its sections of rows, and the row the user
/// tapped to edit. No network calls.
@MainActor
final class PlayerDetailViewModel {
    private(set) var player: PlayerResponseModel
    private(set) var sections: [PlayerSection]
    private var selectedPlayerRow: PlayerRow?

    init(player: PlayerResponseModel) {
        self.player = player
        sections = PlayerSection.detailSections(for: player)
    }

    // The original set the title before updating the player, so it showed the old name after an
    // edit; reading it from the current player keeps it right.
    /// The player's name.
    var title: String { player.name }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }

    /// The upper-cased section header.
    func titleForHeader(inSection section: Int) -> String { sections[section].title.uppercased() }

    func rowTitleDescription(for indexPath: IndexPath) -> String { row(at: indexPath).title }

    func rowValueDescription(for indexPath: IndexPath) -> String { row(at: indexPath).value }

    /// Remembers the tapped row for `makeEditViewModel()`.
    func selectPlayerRow(at indexPath: IndexPath) {
        selectedPlayerRow = row(at: indexPath)
    }

    /// Takes the edited player and rebuilds the rows.
    func updatePlayer(_ player: PlayerResponseModel) {
        self.player = player
        sections = PlayerSection.detailSections(for: player)
    }

    /// The edit screen's view model for the selected row: text or a choice list.
    func makeEditViewModel(environment: ServiceEnvironment) -> PlayerEditViewModel? {
        guard let selectedPlayerRow else { return nil }
        return PlayerEditViewModel(
            playerEditModel: PlayerEditModel(player: player, playerRow: selectedPlayerRow),
            playerItemsEditModel: PlayerItemsEditModel(
                field: selectedPlayerRow.editableField, player: player),
            environment: environment)
    }

    private func row(at indexPath: IndexPath) -> PlayerRow {
        sections[indexPath.section].rows[indexPath.row]
    }
}
