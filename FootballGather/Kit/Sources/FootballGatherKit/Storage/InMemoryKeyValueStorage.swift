import Foundation

/// A `KeyValueStorage` that lives in memory only; safe to use from any thread.
public final class InMemoryKeyValueStorage: KeyValueStorage, @unchecked Sendable {
    // @unchecked: every access to `values` goes through `lock`.
    private let lock = NSLock()
    private var values: [String: StoredValue]

    /// Creates a store, optionally pre-filled.
    public init(values: [String: StoredValue] = [:]) {
        self.values = values
    }

    public func value(forKey key: String) -> StoredValue? {
        lock.withLock { values[key] }
    }

    public func setValue(_ value: StoredValue?, forKey key: String) {
        lock.withLock { values[key] = value }
    }

    public func removeAll() {
        lock.withLock { values.removeAll() }
    }

    /// Every stored key, sorted.
    public var keys: [String] {
        lock.withLock { values.keys.sorted() }
    }
}
