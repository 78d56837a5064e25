import FootballGatherKit

/// The PlayerEdit scene's service call: saving the whole player.
@MainActor
final class PlayerEditWorker {
    private let playersService: StandardNetworkService

    init(environment: ServiceEnvironment) {
        playersService = environment.playersService()
    }

    func updatePlayer(
        _ player: PlayerResponseModel, completion: @escaping ServiceCompletion<Bool>
    ) {
        playersService.update(
            PlayerCreateModel(player: player), resourceID: .integer(player.id),
            completion: completion)
    }
}
