import FootballGatherKit

/// The PlayerList screen's business: the user's players, loaded from and deleted on the server.
final class PlayerListInteractor: PlayerListPresenterToInteractorProtocol {
    weak var presenter: PlayerListInteractorToPresenterProtocol?
    private let playersService: StandardNetworkService
    private(set) var players: [PlayerResponseModel] = []

    init(environment: ServiceEnvironment) {
        playersService = environment.playersService()
    }

    func loadPlayers() {
        playersService.get(PlayerResponseModel.self) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let players):
                self.players = players
                self.presenter?.playersDidLoad()
            case .failure(let error):
                self.presenter?.serviceDidFail(with: error)
            }
        }
    }

    func deletePlayer(_ player: PlayerResponseModel) {
        playersService.delete(withID: .integer(player.id)) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                guard let row = self.players.firstIndex(where: { $0.id == player.id }) else {
                    return
                }
                self.players.remove(at: row)
                self.presenter?.playerWasDeleted(atRow: row)
            case .failure(let error):
                self.presenter?.serviceDidFail(with: error)
            }
        }
    }

    /// Puts an edited player in place of the one with its id; returns its row.
    func replacePlayer(_ player: PlayerResponseModel) -> Int? {
        guard let row = players.firstIndex(where: { $0.id == player.id }) else { return nil }
        players[row] = player
        return row
    }
}
