import Foundation

/// A `KeyValueStorage` persisted as one JSON file, rewritten atomically after every change, so
/// a crash mid-write leaves the previous file intact.
public final class FileKeyValueStorage: KeyValueStorage, @unchecked Sendable {
    /// Why a store file could not be opened.
    public enum LoadError: Error, CustomStringConvertible, Sendable {
        case unreadable(path: String, reason: String)
        case malformed(path: String, reason: String)

        public var description: String {
            switch self {
            case .unreadable(let path, let reason):
                return "cannot read key-value store \(path): \(reason)"
            case .malformed(let path, let reason):
                return "key-value store \(path) is not a valid store file: \(reason)"
            }
        }
    }

    private struct StoreFile: Codable {
        var schemaVersion = 1
        var values: [String: StoredValue]
    }

    /// The file the store is saved to.
    public let fileURL: URL
    // @unchecked: `values` and `lastSaveError` are only touched under `lock`.
    private let lock = NSLock()
    private var values: [String: StoredValue]
    private var saveError: (any Error)?

    /// Opens the store at `fileURL`; a missing file is an empty store. A file that exists but
    /// cannot be read or decoded is an error, and is left untouched.
    public init(fileURL: URL) throws {
        self.fileURL = fileURL
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            values = [:]
            return
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw LoadError.unreadable(path: fileURL.path, reason: error.localizedDescription)
        }
        do {
            values = try JSONDecoder().decode(StoreFile.self, from: data).values
        } catch {
            throw LoadError.malformed(path: fileURL.path, reason: String(describing: error))
        }
    }

    /// The error of the most recent save, nil once a save succeeds. Setters cannot throw (the
    /// keychain's properties are plain properties), so a failed write is reported here and the
    /// value stays available in memory.
    public var lastSaveError: (any Error)? {
        lock.withLock { saveError }
    }

    public func value(forKey key: String) -> StoredValue? {
        lock.withLock { values[key] }
    }

    public func setValue(_ value: StoredValue?, forKey key: String) {
        lock.withLock {
            values[key] = value
            save()
        }
    }

    public func removeAll() {
        lock.withLock {
            values.removeAll()
            save()
        }
    }

    /// Must be called with `lock` held.
    private func save() {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try encoder.encode(StoreFile(values: values)).write(to: fileURL, options: .atomic)
            saveError = nil
        } catch {
            saveError = error
        }
    }
}
