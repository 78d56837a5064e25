/// The app's preferences, the stand-in for UserDefaults. Inject the backing store; `shared`
/// exists only for a demo's composition root.
public final class FootballGatherUserDefaults: Sendable {
    /// The storage keys, as the original app named them.
    public enum Key {
        public static let rememberUsername = "footballgather_remember"
    }

    /// The store the values live in.
    public let storage: any KeyValueStorage

    /// Creates the preferences over a store.
    public init(storage: any KeyValueStorage = InMemoryKeyValueStorage()) {
        self.storage = storage
    }

    /// Process-wide in-memory preferences for demos.
    public static let shared = FootballGatherUserDefaults()

    /// Whether the login screen remembers the username; nil when never set (the switch then
    /// defaults to on). Setting nil removes the key.
    public var rememberUsername: Bool? {
        get { storage.bool(forKey: Key.rememberUsername) }
        set { storage.setValue(newValue.map(StoredValue.bool), forKey: Key.rememberUsername) }
    }
}
