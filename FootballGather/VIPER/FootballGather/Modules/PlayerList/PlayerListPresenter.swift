import FootballGatherKit
import Foundation
import HeadlessUI

/// The PlayerList screen's presentation: the list/selection mode, the selected rows, the row
/// texts, deletion, and which screen a tap leads to.
final class PlayerListPresenter: PlayerListViewToPresenterProtocol {
    weak var view: PlayerListPresenterToViewProtocol?
    let interactor: PlayerListPresenterToInteractorProtocol
    let router: PlayerListPresenterToRouterProtocol
    private var viewState: PlayerListViewState = .list
    // Keyed by row index, as in the original; cleared whenever rows can move (reload, delete,
    // mode change).
    private var selectedRows: [Int: PlayerResponseModel] = [:]
    private var indexPathForDeletion: IndexPath?

    init(
        view: PlayerListPresenterToViewProtocol? = nil,
        interactor: PlayerListPresenterToInteractorProtocol,
        router: PlayerListPresenterToRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    var title: String { viewState.title(selectedCount: selectedRows.count) }

    var barButtonItemTitle: String { viewState.barButtonItemTitle }

    var barButtonItemIsEnabled: Bool { hasPlayers }

    var actionButtonTitle: String { viewState.actionButtonTitle }

    var actionButtonIsEnabled: Bool {
        viewState.isActionButtonEnabled(selectedCount: selectedRows.count)
    }

    var isInListViewMode: Bool { viewState == .list }

    var hasPlayers: Bool { !interactor.players.isEmpty }

    var numberOfRows: Int { interactor.players.count }

    // MARK: - Loading

    func loadPlayers() {
        view?.showLoadingView()
        interactor.loadPlayers()
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
        let players = interactor.players
        return players.indices.contains(indexPath.row) ? players[indexPath.row] : nil
    }

    // MARK: - Modes, selection and navigation

    func toggleViewState() {
        viewState = viewState.toggled
        selectedRows = [:]
        view?.handleViewStateChange()
    }

    func selectRow(at indexPath: IndexPath) {
        guard let player = player(at: indexPath) else { return }
        // In list mode a tap opens the details; the original also recorded it as a selection.
        guard viewState == .selection else {
            router.showPlayerDetails(for: player)
            return
        }
        if selectedRows[indexPath.row] == nil {
            selectedRows[indexPath.row] = player
        } else {
            selectedRows[indexPath.row] = nil
        }
        view?.handleSelectionChange(at: indexPath)
    }

    func performAction() {
        switch viewState {
        case .list:
            router.showPlayerAdd()
        case .selection:
            guard actionButtonIsEnabled else { return }
            router.showConfirmPlayers(
                with: [.bench: selectedRows.keys.sorted().compactMap { selectedRows[$0] }])
        }
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
        interactor.deletePlayer(player)
    }
}

extension PlayerListPresenter: PlayerListInteractorToPresenterProtocol {
    func playersDidLoad() {
        view?.hideLoadingView()
        selectedRows = [:]
        view?.handleLoadPlayersSuccessfully()
    }

    func playerWasDeleted(atRow row: Int) {
        view?.hideLoadingView()
        view?.handlePlayerDeletion(at: IndexPath(row: row, section: 0))
    }

    func serviceDidFail(with error: Error) {
        view?.hideLoadingView()
        view?.handleError(title: "Error", message: String(describing: error))
    }
}

extension PlayerListPresenter: PlayerListRouterToPresenterProtocol {
    func playerWasAdded() {
        loadPlayers()
    }

    func didEdit(player: PlayerResponseModel) {
        guard let row = interactor.replacePlayer(player) else { return }
        view?.handlePlayerUpdate(at: IndexPath(row: row, section: 0))
    }

    func didEndGather() {
        toggleViewState()
        router.popToPlayerList()
    }
}
