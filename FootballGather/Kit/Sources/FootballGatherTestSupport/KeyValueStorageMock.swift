import FootballGatherKit
import Foundation

/// A dictionary-backed `KeyValueStorage` for tests that also counts writes.
public final class KeyValueStorageMock: KeyValueStorage, @unchecked Sendable {
    // @unchecked: tests use a mock from one thread; the lock makes stray threads safe anyway.
    private let lock = NSLock()
    private var storage: [String: StoredValue] = [:]
    private var writes = 0

    /// Creates an empty mock.
    public init() {}

    public func value(forKey key: String) -> StoredValue? {
        lock.withLock { storage[key] }
    }

    public func setValue(_ value: StoredValue?, forKey key: String) {
        lock.withLock {
            storage[key] = value
            writes += 1
        }
    }

    public func removeAll() {
        lock.withLock {
            storage.removeAll()
            writes += 1
        }
    }

    /// Every value, by key.
    public var values: [String: StoredValue] { lock.withLock { storage } }

    /// How many sets, removals and clears happened.
    public var writeCount: Int { lock.withLock { writes } }
}
