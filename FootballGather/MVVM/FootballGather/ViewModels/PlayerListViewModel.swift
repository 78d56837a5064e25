import FootballGatherKit

/// The player list's state and logic: the players, list or selection mode, which rows are
/// picked, and the load and delete calls. The view controller reads the computed texts.
@MainActor
final class PlayerListViewModel {
    /// Browsing (tap opens a player) or picking players for a gather.
    enum ViewState {
        case list, selection

        var toggled: ViewState { self == .list ? .selection : .list }
    }

    private let environment: ServiceEnvironment
    private(set) var players: [PlayerResponseModel]
    private(set) var viewState = ViewState.list
    /// Picked players keyed by row index, as the original kept them.
    private var selectedPlayersByRow: [Int: PlayerResponseModel] = [:]

    init(environment: ServiceEnvironment, players: [PlayerResponseModel] = []) {
        self.environment = environment
        self.players = players
    }

    // MARK: - Texts and states

    /// "Players", or "N selected" while picking.
    var title: String {
        let count = selectedPlayersByRow.count
        return viewState == .selection && count > 0 ? "\(count) selected" : "Players"
    }

    /// The bar button: "Select" in list mode, "Cancel" while picking.
    var barButtonItemTitle: String { viewState == .list ? "Select" : "Cancel" }

    /// Selecting needs players to pick from.
    var barButtonItemIsEnabled: Bool { !hasNoPlayers }

    /// The bottom button: "Add player" in list mode, "Confirm players" while picking.
    var actionButtonTitle: String { viewState == .list ? "Add player" : "Confirm players" }

    // The original disabled "Add player" after returning to list mode; adding is always possible.
    /// Adding is always possible; confirming needs enough picked players.
    var actionButtonIsEnabled: Bool {
        viewState == .list || TeamAssignment.canConfirm(selectedCount: selectedPlayersByRow.count)
    }

    /// Whether a tap opens the player (list mode) rather than picking them.
    var isInListViewMode: Bool { viewState == .list }

    /// Whether there is nothing to show.
    var hasNoPlayers: Bool { players.isEmpty }

    /// The empty list's message.
    var emptyViewMessage: String { "There aren't any players for your user." }

    // MARK: - Table

    var numberOfRows: Int { players.count }

    func playerNameDescription(at index: Int) -> String { players[index].name }

    func playerPositionDescription(at index: Int) -> String { players[index].positionListText }

    func playerSkillDescription(at index: Int) -> String { players[index].skillListText }

    func isPlayerSelected(at index: Int) -> Bool { selectedPlayersByRow[index] != nil }

    /// Rows can be swiped to delete only while browsing.
    var canEditRow: Bool { viewState == .list }

    // MARK: - Actions

    /// Switches between list and selection mode; leaving selection mode forgets the picks.
    func toggleViewState() {
        viewState = viewState.toggled
        if viewState == .list {
            selectedPlayersByRow.removeAll()
        }
    }

    /// Picks or unpicks the player at `index` (selection mode).
    func togglePlayerSelection(at index: Int) {
        if selectedPlayersByRow[index] == nil {
            selectedPlayersByRow[index] = players[index]
        } else {
            selectedPlayersByRow[index] = nil
        }
    }

    /// The player whose details a list-mode tap opens.
    func selectPlayerForDisplayingDetails(at index: Int) -> PlayerResponseModel {
        players[index]
    }

    /// Loads the user's players.
    func fetchPlayers(completion: @escaping @MainActor (Error?) -> Void) {
        environment.playersService().get(PlayerResponseModel.self) { [weak self] result in
            if case .success(let players) = result {
                self?.players = players
            }
            completion(result.failureError)
        }
    }

    /// Deletes the player at `index` on the server, then from the list.
    func deletePlayer(at index: Int, completion: @escaping @MainActor (Error?) -> Void) {
        let player = players[index]
        environment.playersService().delete(withID: .integer(player.id)) { [weak self] result in
            if result.failureError == nil, let self, players.indices.contains(index),
                players[index] == player
            {
                players.remove(at: index)
            }
            completion(result.failureError)
        }
    }

    /// Replaces an edited player (same id) and returns its row, or nil if it is not listed.
    func updatePlayer(_ player: PlayerResponseModel) -> Int? {
        guard let index = players.firstIndex(of: player) else { return nil }
        players[index] = player
        return index
    }

    // MARK: - Navigation

    /// The players to sort into teams: every picked player, on the bench, in row order.
    func makeConfirmPlayersViewModel() -> ConfirmPlayersViewModel {
        let selectedPlayers = selectedPlayersByRow.keys.sorted().compactMap {
            selectedPlayersByRow[$0]
        }
        return ConfirmPlayersViewModel(
            playersBySection: [.bench: selectedPlayers], environment: environment)
    }

    /// The add screen's view model.
    func makePlayerAddViewModel() -> PlayerAddViewModel {
        PlayerAddViewModel(environment: environment)
    }
}
