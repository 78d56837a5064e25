import FootballGatherKit

/// The ConfirmPlayers scene's service call: creating the gather with its team players.
@MainActor
final class ConfirmPlayersWorker {
    private let startGatherService: StartGatherService

    init(environment: ServiceEnvironment) {
        startGatherService = StartGatherService(environment: environment)
    }

    func startGather(
        with players: [PlayerTeamModel], completion: @escaping ServiceCompletion<GatherModel>
    ) {
        startGatherService.startGather(with: players, completion: completion)
    }
}
