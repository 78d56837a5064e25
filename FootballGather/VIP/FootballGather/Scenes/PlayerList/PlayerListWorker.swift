import FootballGatherKit

/// The PlayerList scene's service calls: the user's players, and deleting one.
@MainActor
final class PlayerListWorker {
    private let playersService: StandardNetworkService

    init(environment: ServiceEnvironment) {
        playersService = environment.playersService()
    }

    func fetchPlayers(completion: @escaping ServiceCompletion<[PlayerResponseModel]>) {
        playersService.get(PlayerResponseModel.self, completion: completion)
    }

    func deletePlayer(
        _ player: PlayerResponseModel, completion: @escaping ServiceCompletion<Bool>
    ) {
        playersService.delete(withID: .integer(player.id), completion: completion)
    }
}
