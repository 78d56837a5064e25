import Foundation

/// A small key-value store, the stand-in for the iOS keychain and UserDefaults.
///
/// Conformers implement the three primitives; the typed accessors are shared here. Reading a
/// string as data gives its UTF-8 bytes and data as a string decodes UTF-8; a Bool reads only as
/// a Bool.
public protocol KeyValueStorage: AnyObject, Sendable {
    /// The value under a key, or nil.
    func value(forKey key: String) -> StoredValue?
    /// Stores a value, or removes the key for nil.
    func setValue(_ value: StoredValue?, forKey key: String)
    /// Removes every key.
    func removeAll()
}

extension KeyValueStorage {
    /// The string under a key (data is decoded as UTF-8), or nil.
    public func string(forKey key: String) -> String? {
        switch value(forKey: key) {
        case .string(let string): return string
        case .data(let data): return String(data: data, encoding: .utf8)
        case .bool, nil: return nil
        }
    }

    /// The data under a key (a string gives its UTF-8 bytes), or nil.
    public func data(forKey key: String) -> Data? {
        switch value(forKey: key) {
        case .data(let data): return data
        case .string(let string): return Data(string.utf8)
        case .bool, nil: return nil
        }
    }

    /// The Bool under a key, or nil when absent or not a Bool.
    public func bool(forKey key: String) -> Bool? {
        if case .bool(let bool) = value(forKey: key) { return bool }
        return nil
    }

    /// Stores a string.
    public func set(_ value: String, forKey key: String) { setValue(.string(value), forKey: key) }
    /// Stores data.
    public func set(_ value: Data, forKey key: String) { setValue(.data(value), forKey: key) }
    /// Stores a Bool.
    public func set(_ value: Bool, forKey key: String) { setValue(.bool(value), forKey: key) }

    /// Removes one key.
    public func removeValue(forKey key: String) { setValue(nil, forKey: key) }
}
