import Foundation

/// One value in a key-value store: the three kinds the app stores, kept apart so a Bool never
/// reads back as a String by accident.
public enum StoredValue: Codable, Equatable, Sendable {
    case string(String)
    case data(Data)
    case bool(Bool)
}
