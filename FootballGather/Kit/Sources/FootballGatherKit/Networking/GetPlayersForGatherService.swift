import Foundation

/// Lists the players of a gather with their teams: `GET /api/gathers/{uuid}/players`.
public struct GetPlayersForGatherService: NetworkService {
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

    /// Fetches the players of a gather.
    public func getPlayers(
        inGatherWithUUID gatherUUID: UUID,
        completion: @escaping ServiceCompletion<[PlayerInGatherResponseModel]>
    ) {
        send(
            "GET", to: requestFactory.endpoint.withPath(ResourcePath.players(ofGather: gatherUUID)),
            completion: completion
        ) { data, _ in
            try Self.decodeList(data)
        }
    }
}
