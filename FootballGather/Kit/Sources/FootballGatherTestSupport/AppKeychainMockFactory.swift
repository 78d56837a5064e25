import FootballGatherKit

/// Keychains and preferences for tests, over fresh mock stores.
public enum AppKeychainMockFactory {
    /// The token the original tests used.
    public static let token = "v2s4o0XcRgDHF/VojbAmGQ=="

    /// A keychain over a fresh `KeyValueStorageMock`, holding `token` (or no token for nil).
    public static func makeKeychain(token: String? = AppKeychainMockFactory.token)
        -> FootballGatherKeychain
    {
        let keychain = FootballGatherKeychain(storage: KeyValueStorageMock())
        keychain.token = token
        return keychain
    }

    /// Preferences over a fresh `KeyValueStorageMock`.
    public static func makeUserDefaults() -> FootballGatherUserDefaults {
        FootballGatherUserDefaults(storage: KeyValueStorageMock())
    }
}
