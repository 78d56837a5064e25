import FootballGatherKit
import Foundation
import HeadlessUI

/// What the PlayerDetail view and view controller ask of the presenter: the sections of the
/// player's details and what the edit screen needs for the tapped row.
@MainActor
protocol PlayerDetailPresenterProtocol: AnyObject {
    var title: String { get }
    var player: PlayerResponseModel { get }

    var numberOfSections: Int { get }
    func numberOfRowsInSection(_ section: Int) -> Int
    func titleForHeaderInSection(_ section: Int) -> String?
    func rowTitle(at indexPath: IndexPath) -> String
    func rowDescription(at indexPath: IndexPath) -> String

    func selectPlayerRow(at indexPath: IndexPath)
    var destinationViewType: PlayerEditViewType { get }
    var playerEditModel: PlayerEditModel? { get }
    var playerItemsEditModel: PlayerItemsEditModel? { get }

    func updatePlayer(_ player: PlayerResponseModel)
}

/// The PlayerDetail screen's logic. It needs no view: the screen only shows what the player
/// holds and is refreshed by the view controller when an edit comes back.
final class PlayerDetailPresenter: PlayerDetailPresenterProtocol {
    private(set) var player: PlayerResponseModel
    private var sections: [PlayerSection]
    private var selectedPlayerRow: PlayerRow?

    /// Creates the presenter for a player.
    init(player: PlayerResponseModel) {
        self.player = player
        sections = PlayerSection.detailSections(for: player)
    }

    var title: String { player.name }

    // MARK: - Sections

    var numberOfSections: Int { sections.count }

    func numberOfRowsInSection(_ section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func titleForHeaderInSection(_ section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title.uppercased() : nil
    }

    func rowTitle(at indexPath: IndexPath) -> String {
        row(at: indexPath)?.title ?? ""
    }

    func rowDescription(at indexPath: IndexPath) -> String {
        row(at: indexPath)?.value ?? ""
    }

    private func row(at indexPath: IndexPath) -> PlayerRow? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    // MARK: - Editing

    func selectPlayerRow(at indexPath: IndexPath) {
        selectedPlayerRow = row(at: indexPath)
    }

    var destinationViewType: PlayerEditViewType {
        selectedPlayerRow?.editableField.editViewType ?? .text
    }

    var playerEditModel: PlayerEditModel? {
        selectedPlayerRow.map { PlayerEditModel(player: player, playerRow: $0) }
    }

    var playerItemsEditModel: PlayerItemsEditModel? {
        selectedPlayerRow.flatMap { PlayerItemsEditModel(field: $0.editableField, player: player) }
    }

    func updatePlayer(_ player: PlayerResponseModel) {
        self.player = player
        sections = PlayerSection.detailSections(for: player)
    }
}
