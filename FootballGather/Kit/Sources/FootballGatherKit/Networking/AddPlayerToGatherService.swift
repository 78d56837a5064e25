import Foundation

/// Puts a player into a team of a gather: `POST /api/gathers/{uuid}/players/{id} {team}` → 200.
///
/// Each call builds its own path from the server endpoint, so one service can add any number of
/// players (the original appended to a stored path and only the first add hit a real route).
public struct AddPlayerToGatherService: NetworkService {
    public let session: any NetworkSession
    public let requestFactory: any URLRequestFactory
    public let delivery: ResultDelivery

    /// Creates a service; only the scheme, host and port of the factory's endpoint are used.
    public init(
        session: any NetworkSession, requestFactory: any URLRequestFactory,
        delivery: ResultDelivery = .mainQueue
    ) {
        self.session = session
        self.requestFactory = requestFactory
        self.delivery = delivery
    }

    /// The authenticated service of an environment.
    public init(environment: ServiceEnvironment) {
        self.init(
            session: environment.session,
            requestFactory: AuthURLRequestFactory(
                endpoint: environment.endpoint(path: ResourcePath.gathers),
                keychain: environment.keychain),
            delivery: environment.delivery)
    }

    /// Adds one player to `team` of a gather; succeeds with true on 200.
    public func addPlayer(
        _ playerID: Int, toGatherWithUUID gatherUUID: UUID, team: TeamSection,
        completion: @escaping ServiceCompletion<Bool>
    ) {
        let endpoint = requestFactory.endpoint.withPath(
            ResourcePath.player(playerID, inGather: gatherUUID))
        send("POST", to: endpoint, body: PlayerGatherTeamModel(team: team), completion: completion)
        { _, response in
            guard response?.httpStatusCode == HTTPStatus.ok else {
                throw ServiceError.unexpectedResponse
            }
            return true
        }
    }
}
