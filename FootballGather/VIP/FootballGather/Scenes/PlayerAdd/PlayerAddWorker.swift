import FootballGatherKit

/// The PlayerAdd scene's service call: creating a player.
@MainActor
final class PlayerAddWorker {
    private let playersService: StandardNetworkService

    init(environment: ServiceEnvironment) {
        playersService = environment.playersService()
    }

    func addPlayer(named name: String, completion: @escaping ServiceCompletion<ResourceID>) {
        playersService.create(PlayerCreateModel(name: name), completion: completion)
    }
}
