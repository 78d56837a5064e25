import FootballGatherKit

/// The PlayerAdd screen's business: creates a player on the server.
final class PlayerAddInteractor: PlayerAddPresenterToInteractorProtocol {
    weak var presenter: PlayerAddInteractorToPresenterProtocol?
    private let playersService: StandardNetworkService

    init(environment: ServiceEnvironment) {
        playersService = environment.playersService()
    }

    func addPlayer(named name: String) {
        playersService.create(PlayerCreateModel(name: name)) { [weak self] result in
            switch result {
            case .success:
                self?.presenter?.playerWasAdded()
            case .failure:
                self?.presenter?.playerAddDidFail()
            }
        }
    }
}
