import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's REST server, in memory: a `NetworkSession` that answers the same endpoints with the
/// same status codes, so the app runs end to end with no network.
///
/// Users register (`POST /api/users`) and log in with Basic auth (`POST /api/users/login`) to get
/// a token; every players and gathers route wants `Authorization: Bearer <token>` and sees only
/// that user's data. Answers are synchronous on the caller's thread by default (deterministic
/// tests); `.onQueue` answers asynchronously like a real session.
public final class InMemoryBackend: NetworkSession, @unchecked Sendable {
    /// When the completion handler runs.
    public enum AnswerDelivery: Sendable {
        /// Before `loadData` returns, on the caller's thread.
        case synchronous
        /// Later, on the given queue.
        case onQueue(DispatchQueue)
    }

    /// One answered request, for tests and demo logs.
    public struct Exchange: Equatable, Sendable, CustomStringConvertible {
        public var method: String
        public var path: String
        public var statusCode: Int
        public var description: String { "\(method) \(path) → \(statusCode)" }
    }

    struct User {
        var id: UUID
        var username: String
        var passwordHash: String
    }

    struct StoredGather {
        var gather: GatherResponseModel
        var members: [(playerID: Int, team: String)] = []
    }

    private let answerDelivery: AnswerDelivery
    let makeUUID: @Sendable () -> UUID
    private let makeToken: @Sendable () -> String
    // @unchecked Sendable: all state below is only touched under `lock`.
    private let lock = NSLock()
    var usersByName: [String: User] = [:]
    var usernamesByToken: [String: String] = [:]
    var playersByID: [Int: (owner: UUID, player: PlayerResponseModel)] = [:]
    var lastPlayerID = 0
    var gathersByID: [UUID: StoredGather] = [:]
    private var exchanges: [Exchange] = []

    /// Creates an empty server. `makeUUID` and `makeToken` make ids and tokens predictable in tests.
    public init(
        answerDelivery: AnswerDelivery = .synchronous,
        makeUUID: @escaping @Sendable () -> UUID = { UUID() },
        makeToken: @escaping @Sendable () -> String = InMemoryBackend.randomToken
    ) {
        self.answerDelivery = answerDelivery
        self.makeUUID = makeUUID
        self.makeToken = makeToken
    }

    /// 16 random bytes, base64 encoded, like the original server's tokens.
    @Sendable public static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
            .base64EncodedString()
    }

    // MARK: NetworkSession

    public func loadData(
        from request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) {
        let method = request.httpMethod ?? "GET"
        let path = request.url?.path ?? ""
        let answer = lock.withLock { () -> BackendAnswer in
            let answer = route(BackendRequest(request: request))
            exchanges.append(Exchange(method: method, path: path, statusCode: answer.statusCode))
            return answer
        }
        let response = answer.httpResponse(for: request.url ?? URL(fileURLWithPath: "/"))
        switch answerDelivery {
        case .synchronous:
            completionHandler(answer.body, response, nil)
        case .onQueue(let queue):
            queue.async { completionHandler(answer.body, response, nil) }
        }
    }

    // MARK: Inspection and seeding

    /// Every request answered so far, in order.
    public var answeredRequests: [Exchange] {
        lock.withLock { exchanges }
    }

    /// Registers a user directly (for demos); `password` is what the app sends, the SHA-256 hex.
    /// Returns false when the username is taken.
    @discardableResult
    public func registerUser(username: String, password: String) -> Bool {
        lock.withLock { createUser(username: username, passwordHash: password) != nil }
    }

    /// Adds a player to a user's list directly (for demos); nil when the user does not exist.
    @discardableResult
    public func addPlayer(_ player: PlayerCreateModel, forUser username: String)
        -> PlayerResponseModel?
    {
        lock.withLock {
            guard let owner = usersByName[username] else { return nil }
            return createPlayer(player, owner: owner.id)
        }
    }

    /// A user's players, by id.
    public func players(ofUser username: String) -> [PlayerResponseModel] {
        lock.withLock { usersByName[username].map { players(ownedBy: $0.id) } ?? [] }
    }

    /// A user's gathers, in creation order.
    public func gathers(ofUser username: String) -> [GatherResponseModel] {
        lock.withLock { usersByName[username].map { gathers(ownedBy: $0.id) } ?? [] }
    }

    /// The players of a gather with their teams, in the order they were added.
    public func players(inGather gatherUUID: UUID) -> [PlayerInGatherResponseModel] {
        lock.withLock { gathersByID[gatherUUID].map(members(of:)) ?? [] }
    }

    // MARK: State helpers (called with `lock` held)

    func createUser(username: String, passwordHash: String) -> User? {
        guard usersByName[username] == nil else { return nil }
        let user = User(id: makeUUID(), username: username, passwordHash: passwordHash)
        usersByName[username] = user
        return user
    }

    func createPlayer(_ model: PlayerCreateModel, owner: UUID) -> PlayerResponseModel {
        lastPlayerID += 1
        let player = PlayerResponseModel(
            id: lastPlayerID, name: model.name, age: model.age, skill: model.skill,
            preferredPosition: model.preferredPosition, favouriteTeam: model.favouriteTeam)
        playersByID[player.id] = (owner, player)
        return player
    }

    func players(ownedBy owner: UUID) -> [PlayerResponseModel] {
        playersByID.values.filter { $0.owner == owner }.map(\.player).sorted { $0.id < $1.id }
    }

    private var gatherCreationOrder: [UUID] = []

    func createGather(_ model: GatherCreateModel, owner: UUID) -> GatherResponseModel {
        let gather = GatherResponseModel(
            id: makeUUID(), userId: owner, score: model.score, winnerTeam: model.winnerTeam)
        gathersByID[gather.id] = StoredGather(gather: gather)
        gatherCreationOrder.append(gather.id)
        return gather
    }

    func deleteGather(_ gatherUUID: UUID) {
        gathersByID[gatherUUID] = nil
        gatherCreationOrder.removeAll { $0 == gatherUUID }
    }

    func gathers(ownedBy owner: UUID) -> [GatherResponseModel] {
        gatherCreationOrder.compactMap { gathersByID[$0]?.gather }.filter { $0.userId == owner }
    }

    func members(of stored: StoredGather) -> [PlayerInGatherResponseModel] {
        stored.members.compactMap { member in
            playersByID[member.playerID].map {
                PlayerInGatherResponseModel(player: $0.player, team: member.team)
            }
        }
    }

    func newToken(for username: String) -> String {
        let token = makeToken()
        usernamesByToken[token] = username
        return token
    }
}
