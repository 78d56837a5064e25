import FootballGatherKit
import Foundation

/// The Gather scene's service call: sending the final score and winner.
@MainActor
final class GatherWorker {
    private let gathersService: StandardNetworkService

    init(environment: ServiceEnvironment) {
        gathersService = environment.gathersService()
    }

    func endGather(
        _ gatherUUID: UUID, score: GatherScore, completion: @escaping ServiceCompletion<Bool>
    ) {
        gathersService.update(
            score.gatherUpdate, resourceID: .uuid(gatherUUID), completion: completion)
    }
}
