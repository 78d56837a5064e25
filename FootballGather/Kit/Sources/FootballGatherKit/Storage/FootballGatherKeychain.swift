/// The app's secrets (username, password, session token), the stand-in for the iOS keychain.
/// Inject the backing store; `shared` exists only for a demo's composition root.
public final class FootballGatherKeychain: Sendable {
    /// The storage keys, as the original app named them.
    public enum Key {
        public static let username = "footballgather_username"
        public static let password = "footballgather_password"
        public static let token = "footballgather_token"
    }

    /// The store the values live in.
    public let storage: any KeyValueStorage

    /// Creates a keychain over a store.
    public init(storage: any KeyValueStorage = InMemoryKeyValueStorage()) {
        self.storage = storage
    }

    /// A process-wide in-memory keychain for demos; logic should take a keychain as a parameter.
    public static let shared = FootballGatherKeychain()

    /// The remembered username; nil removes it.
    public var username: String? {
        get { storage.string(forKey: Key.username) }
        set { store(newValue, forKey: Key.username) }
    }

    /// The password (kept for parity with the original, which never reads it); nil removes it.
    public var password: String? {
        get { storage.string(forKey: Key.password) }
        set { store(newValue, forKey: Key.password) }
    }

    /// The session token from the last login; nil removes it.
    public var token: String? {
        get { storage.string(forKey: Key.token) }
        set { store(newValue, forKey: Key.token) }
    }

    private func store(_ value: String?, forKey key: String) {
        storage.setValue(value.map(StoredValue.string), forKey: key)
    }
}
