import FootballGatherKit

/// What the PlayerList view controller asks of its interactor.
@MainActor
protocol PlayerListBusinessLogic: AnyObject {
    func fetchPlayers(request: PlayerList.FetchPlayers.Request)
    func toggleViewState(request: PlayerList.ToggleViewState.Request)
    func selectPlayer(request: PlayerList.SelectPlayer.Request)
    func performAction(request: PlayerList.PerformAction.Request)
    func requestDeletion(request: PlayerList.DeletePlayer.Request)
    func confirmDeletion(request: PlayerList.DeletePlayer.ConfirmRequest)
    func cancelDeletion(request: PlayerList.DeletePlayer.CancelRequest)
    func updatePlayer(request: PlayerList.UpdatePlayer.Request)
    func endGather(request: PlayerList.EndGather.Request)
}

/// What the PlayerList router reads when it opens the next scene.
@MainActor
protocol PlayerListDataStore: AnyObject {
    var playerForDetails: PlayerResponseModel? { get }
    var playersToConfirm: [TeamSection: [PlayerResponseModel]] { get }
}

/// The PlayerList scene's state and rules: the players, the list/selection mode, the selected
/// rows and the row waiting for a delete confirmation.
final class PlayerListInteractor: PlayerListBusinessLogic, PlayerListDataStore {
    var presenter: PlayerListPresentationLogic?
    private let worker: PlayerListWorker
    private var players: [PlayerResponseModel] = []
    private var viewState: PlayerListViewState = .list
    // Keyed by row index, as in the original; cleared whenever rows can move (reload, delete,
    // mode change).
    private var selectedRows: [Int: PlayerResponseModel] = [:]
    private var rowForDeletion: Int?
    private(set) var playerForDetails: PlayerResponseModel?

    init(worker: PlayerListWorker) {
        self.worker = worker
    }

    var playersToConfirm: [TeamSection: [PlayerResponseModel]] {
        [.bench: selectedRows.keys.sorted().compactMap { selectedRows[$0] }]
    }

    private var state: PlayerList.State {
        PlayerList.State(
            players: players, viewState: viewState, selectedRows: Set(selectedRows.keys))
    }

    private func player(atRow row: Int) -> PlayerResponseModel? {
        players.indices.contains(row) ? players[row] : nil
    }

    // MARK: - Loading

    func fetchPlayers(request: PlayerList.FetchPlayers.Request) {
        presenter?.presentFetchedPlayers(response: .started)
        worker.fetchPlayers { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let players):
                self.players = players
                self.selectedRows = [:]
                self.presenter?.presentFetchedPlayers(response: .fetched(self.state))
            case .failure(let error):
                self.presenter?.presentFetchedPlayers(response: .failed(error))
            }
        }
    }

    // MARK: - Modes, selection and the bottom button

    func toggleViewState(request: PlayerList.ToggleViewState.Request) {
        viewState = viewState.toggled
        selectedRows = [:]
        presenter?.presentViewState(response: PlayerList.ToggleViewState.Response(state: state))
    }

    func selectPlayer(request: PlayerList.SelectPlayer.Request) {
        guard let player = player(atRow: request.row) else { return }
        // In list mode a tap opens the details; the original also recorded it as a selection.
        guard viewState == .selection else {
            playerForDetails = player
            presenter?.presentSelection(response: .showDetails)
            return
        }
        if selectedRows[request.row] == nil {
            selectedRows[request.row] = player
        } else {
            selectedRows[request.row] = nil
        }
        presenter?.presentSelection(response: .selectionChanged(state, row: request.row))
    }

    func performAction(request: PlayerList.PerformAction.Request) {
        switch viewState {
        case .list:
            presenter?.presentAction(response: .addPlayer)
        case .selection:
            guard viewState.isActionButtonEnabled(selectedCount: selectedRows.count) else {
                return
            }
            presenter?.presentAction(response: .confirmPlayers)
        }
    }

    // MARK: - Deletion

    func requestDeletion(request: PlayerList.DeletePlayer.Request) {
        guard viewState.allowsDeletion, player(atRow: request.row) != nil else { return }
        rowForDeletion = request.row
        presenter?.presentDeletion(response: .needsConfirmation)
    }

    func cancelDeletion(request: PlayerList.DeletePlayer.CancelRequest) {
        rowForDeletion = nil
    }

    func confirmDeletion(request: PlayerList.DeletePlayer.ConfirmRequest) {
        guard let row = rowForDeletion, let player = player(atRow: row) else { return }
        rowForDeletion = nil
        presenter?.presentDeletion(response: .started)
        worker.deletePlayer(player) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                guard let row = self.players.firstIndex(where: { $0.id == player.id }) else {
                    return
                }
                self.players.remove(at: row)
                self.presenter?.presentDeletion(response: .deleted(self.state, row: row))
            case .failure(let error):
                self.presenter?.presentDeletion(response: .failed(error))
            }
        }
    }

    // MARK: - Results of other scenes

    func updatePlayer(request: PlayerList.UpdatePlayer.Request) {
        guard let row = players.firstIndex(where: { $0.id == request.player.id }) else { return }
        players[row] = request.player
        presenter?.presentUpdatedPlayer(
            response: PlayerList.UpdatePlayer.Response(state: state, row: row))
    }

    func endGather(request: PlayerList.EndGather.Request) {
        toggleViewState(request: PlayerList.ToggleViewState.Request())
    }
}
