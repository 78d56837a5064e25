import FootballGatherKit

/// The PlayerEdit screen's business: applies the editing rules to the player and saves the
/// whole player on the server.
final class PlayerEditInteractor: PlayerEditPresenterToInteractorProtocol {
    weak var presenter: PlayerEditInteractorToPresenterProtocol?
    private let player: PlayerResponseModel
    private let playersService: StandardNetworkService

    init(player: PlayerResponseModel, environment: ServiceEnvironment) {
        self.player = player
        playersService = environment.playersService()
    }

    func updatePlayer(field: PlayerEditableFieldOption, value: String) {
        var player = player
        player.update(usingField: field, value: value)
        playersService.update(PlayerCreateModel(player: player), resourceID: .integer(player.id)) {
            [weak self] result in
            switch result {
            case .success:
                self?.presenter?.playerWasUpdated(player)
            case .failure:
                self?.presenter?.playerUpdateDidFail()
            }
        }
    }
}
