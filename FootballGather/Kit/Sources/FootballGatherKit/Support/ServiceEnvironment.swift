import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything a screen needs to talk to the server and remember the user: the session, the
/// keychain and preferences, where the server is and how results are delivered. Build one at the
/// composition root and pass it down; `.inMemory(backend:)` runs the whole app with no network.
public struct ServiceEnvironment: Sendable {
    public var session: any NetworkSession
    public var keychain: FootballGatherKeychain
    public var userDefaults: FootballGatherUserDefaults
    public var delivery: ResultDelivery
    /// Scheme, host and port of the server (its path is ignored).
    public var server: Endpoint

    /// Creates an environment from its parts.
    public init(
        session: any NetworkSession, keychain: FootballGatherKeychain,
        userDefaults: FootballGatherUserDefaults,
        delivery: ResultDelivery, server: Endpoint = Endpoint(path: "")
    ) {
        self.session = session
        self.keychain = keychain
        self.userDefaults = userDefaults
        self.delivery = delivery
        self.server = server
    }

    /// The original app's setup: `URLSession.shared` against `http://localhost:8080`, shared
    /// stores, results hopped to the main queue.
    public static func live() -> ServiceEnvironment {
        ServiceEnvironment(
            session: URLSession.shared, keychain: .shared, userDefaults: .shared,
            delivery: .mainQueue)
    }

    /// The app against an `InMemoryBackend`, with fresh in-memory stores and immediate delivery:
    /// every call completes before it returns when made on the main thread.
    public static func inMemory(
        backend: InMemoryBackend = InMemoryBackend(),
        keychain: FootballGatherKeychain = FootballGatherKeychain(),
        userDefaults: FootballGatherUserDefaults = FootballGatherUserDefaults()
    ) -> ServiceEnvironment {
        ServiceEnvironment(
            session: backend, keychain: keychain, userDefaults: userDefaults, delivery: .immediate)
    }

    /// An endpoint on this environment's server.
    public func endpoint(path: String) -> Endpoint {
        server.withPath(path)
    }

    /// `/api/users` without auth (register).
    public func usersService() -> StandardNetworkService {
        StandardNetworkService(
            resourcePath: ResourcePath.users, authenticated: false, environment: self)
    }

    /// `/api/players` with Bearer auth (list, create, update, delete players).
    public func playersService() -> StandardNetworkService {
        StandardNetworkService(resourcePath: ResourcePath.players, environment: self)
    }

    /// `/api/gathers` with Bearer auth (create, end, list, delete gathers).
    public func gathersService() -> StandardNetworkService {
        StandardNetworkService(resourcePath: ResourcePath.gathers, environment: self)
    }

    /// Login with Basic auth; stores the token in `keychain`.
    public func loginService() -> LoginService {
        LoginService(environment: self)
    }

    /// Adds players to a gather's teams.
    public func addPlayerToGatherService() -> AddPlayerToGatherService {
        AddPlayerToGatherService(environment: self)
    }

    /// Lists a gather's players.
    public func getPlayersForGatherService() -> GetPlayersForGatherService {
        GetPlayersForGatherService(environment: self)
    }
}
