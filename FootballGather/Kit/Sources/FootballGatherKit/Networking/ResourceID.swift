import Foundation

/// The id of a created resource, taken from the last component of the `Location` header.
public enum ResourceID: Equatable, Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    case uuid(UUID)

    /// Parses a path component: a UUID if it is one, else an integer, else nil.
    public init?(pathComponent: String) {
        if let uuid = UUID(uuidString: pathComponent) {
            self = .uuid(uuid)
        } else if let integer = Int(pathComponent) {
            self = .integer(integer)
        } else {
            return nil
        }
    }

    /// The path component form: the integer, or the UUID string.
    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .uuid(let value): return value.uuidString
        }
    }
}
