import FootballGatherKit
import Foundation
import HeadlessUI

/// What the PlayerList view and view controller ask of the presenter: the rows, the two
/// modes, selection, deletion and what the next screens need.
@MainActor
protocol PlayerListPresenterProtocol: AnyObject {
    var title: String { get }
    var barButtonItemTitle: String { get }
    var barButtonItemIsEnabled: Bool { get }
    var actionButtonTitle: String { get }
    var actionButtonIsEnabled: Bool { get }
    var isInListViewMode: Bool { get }
    var hasPlayers: Bool { get }
    var numberOfRows: Int { get }

    func loadPlayers()
    func playerNameDescription(at indexPath: IndexPath) -> String
    func playerPositionDescription(at indexPath: IndexPath) -> String
    func playerSkillDescription(at indexPath: IndexPath) -> String
    func isPlayerSelected(at indexPath: IndexPath) -> Bool
    func canEditRow(at indexPath: IndexPath) -> Bool

    func toggleViewState()
    func selectRow(at indexPath: IndexPath)
    func playerForDetails(at indexPath: IndexPath) -> PlayerResponseModel?
    var playersToConfirm: [TeamSection: [PlayerResponseModel]] { get }

    func requestToDeletePlayer(at indexPath: IndexPath)
    func clearPlayerIndexPathForDeletion()
    func deletePlayer()

    func playerWasAdded()
    func updatePlayer(_ player: PlayerResponseModel)
}

/// The PlayerList screen's logic: loads and deletes players, and keeps the list/selection mode
/// and the selected rows.
final class PlayerListPresenter: PlayerListPresenterProtocol {
    private weak var view: PlayerListViewProtocol?
    private let playersService: StandardNetworkService
    private var players: [PlayerResponseModel] = []
    private var viewState: PlayerListViewState = .list
    // Keyed by row index, as in the original; cleared whenever rows can move (reload, delete, mode change).
    private var selectedRows: [Int: PlayerResponseModel] = [:]
    private var indexPathForDeletion: IndexPath?

    /// Creates the presenter with the app's services.
    init(view: PlayerListViewProtocol? = nil, environment: ServiceEnvironment) {
        self.view = view
        playersService = environment.playersService()
    }

    var title: String { viewState.title(selectedCount: selectedRows.count) }

    var barButtonItemTitle: String { viewState.barButtonItemTitle }

    var barButtonItemIsEnabled: Bool { hasPlayers }

    var actionButtonTitle: String { viewState.actionButtonTitle }

    var actionButtonIsEnabled: Bool {
        viewState.isActionButtonEnabled(selectedCount: selectedRows.count)
    }

    var isInListViewMode: Bool { viewState == .list }

    var hasPlayers: Bool { !players.isEmpty }

    var numberOfRows: Int { players.count }

    // MARK: - Loading

    func loadPlayers() {
        view?.showLoadingView()
        playersService.get(PlayerResponseModel.self) { [weak self] result in
            guard let self else { return }
            self.view?.hideLoadingView()
            switch result {
            case .success(let players):
                self.players = players
                self.selectedRows = [:]
                self.view?.handleLoadPlayersSuccessfully()
            case .failure(let error):
                self.view?.handleError(title: "Error", message: String(describing: error))
            }
        }
    }

    // MARK: - Rows

    func playerNameDescription(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.name ?? ""
    }

    func playerPositionDescription(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.positionListText ?? ""
    }

    func playerSkillDescription(at indexPath: IndexPath) -> String {
        player(at: indexPath)?.skillListText ?? ""
    }

    func isPlayerSelected(at indexPath: IndexPath) -> Bool {
        selectedRows[indexPath.row] != nil
    }

    func canEditRow(at indexPath: IndexPath) -> Bool {
        viewState.allowsDeletion
    }

    private func player(at indexPath: IndexPath) -> PlayerResponseModel? {
        players.indices.contains(indexPath.row) ? players[indexPath.row] : nil
    }

    // MARK: - Modes and selection

    func toggleViewState() {
        viewState = viewState.toggled
        selectedRows = [:]
        view?.handleViewStateChange()
    }

    func selectRow(at indexPath: IndexPath) {
        // In list mode a tap opens the details; the original also recorded it as a selection.
        guard viewState == .selection, let player = player(at: indexPath) else { return }
        if selectedRows[indexPath.row] == nil {
            selectedRows[indexPath.row] = player
        } else {
            selectedRows[indexPath.row] = nil
        }
        view?.handleSelectionChange(at: indexPath)
    }

    func playerForDetails(at indexPath: IndexPath) -> PlayerResponseModel? {
        player(at: indexPath)
    }

    var playersToConfirm: [TeamSection: [PlayerResponseModel]] {
        [.bench: selectedRows.keys.sorted().compactMap { selectedRows[$0] }]
    }

    // MARK: - Deletion

    func requestToDeletePlayer(at indexPath: IndexPath) {
        guard viewState.allowsDeletion, player(at: indexPath) != nil else { return }
        indexPathForDeletion = indexPath
        view?.handleDeletionRequest()
    }

    func clearPlayerIndexPathForDeletion() {
        indexPathForDeletion = nil
    }

    func deletePlayer() {
        guard let indexPath = indexPathForDeletion, let player = player(at: indexPath) else {
            return
        }
        indexPathForDeletion = nil
        view?.showLoadingView()
        playersService.delete(withID: .integer(player.id)) { [weak self] result in
            guard let self else { return }
            self.view?.hideLoadingView()
            switch result {
            case .success:
                self.players.removeAll { $0.id == player.id }
                self.view?.handlePlayerDeletion(at: indexPath)
            case .failure(let error):
                self.view?.handleError(title: "Error", message: String(describing: error))
            }
        }
    }

    // MARK: - Results of other screens

    func playerWasAdded() {
        loadPlayers()
    }

    func updatePlayer(_ player: PlayerResponseModel) {
        guard let row = players.firstIndex(where: { $0.id == player.id }) else { return }
        players[row] = player
        view?.handlePlayerUpdate(at: IndexPath(row: row, section: 0))
    }
}
