import Foundation

/// Starts a gather the way the confirm-players screen means to: create it, then add every team
/// player in parallel, and succeed only when the creation and every add succeeded.
///
/// (The original counted a failed add as success and, through the path-stacking bug, only ever
/// added the first player.)
public struct StartGatherService: Sendable {
    public let gathersService: any NetworkService
    public let addPlayerService: AddPlayerToGatherService

    /// Creates the service from its two parts.
    public init(gathersService: any NetworkService, addPlayerService: AddPlayerToGatherService) {
        self.gathersService = gathersService
        self.addPlayerService = addPlayerService
    }

    /// The service of an environment.
    public init(environment: ServiceEnvironment) {
        self.init(
            gathersService: environment.gathersService(),
            addPlayerService: environment.addPlayerToGatherService())
    }

    /// Creates the gather and adds `players`; succeeds with the started `GatherModel`.
    public func startGather(
        with players: [PlayerTeamModel], completion: @escaping ServiceCompletion<GatherModel>
    ) {
        let addPlayerService = self.addPlayerService
        gathersService.create(GatherCreateModel()) { result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(.integer):
                completion(.failure(ServiceError.unexpectedResourceIDType))
            case .success(.uuid(let gatherUUID)):
                let gather = GatherModel(players: players, gatherUUID: gatherUUID)
                let tally = PendingCallTally(count: players.count) { firstError in
                    completion(firstError.map { .failure($0) } ?? .success(gather))
                }
                for member in players {
                    addPlayerService.addPlayer(
                        member.player.id, toGatherWithUUID: gatherUUID, team: member.team
                    ) { addResult in
                        tally.finishOne(error: addResult.failureError)
                    }
                }
            }
        }
    }
}

/// Counts outstanding calls (the main-actor counterpart of a `DispatchGroup`) and reports once,
/// with the first error if any, when the last one finishes.
@MainActor
final class PendingCallTally {
    private var remaining: Int
    private var firstError: (any Error)?
    private let onFinished: @MainActor ((any Error)?) -> Void

    init(count: Int, onFinished: @escaping @MainActor ((any Error)?) -> Void) {
        remaining = count
        self.onFinished = onFinished
        if count == 0 { onFinished(nil) }
    }

    func finishOne(error: (any Error)?) {
        guard remaining > 0 else { return }
        if firstError == nil { firstError = error }
        remaining -= 1
        if remaining == 0 { onFinished(firstError) }
    }
}
