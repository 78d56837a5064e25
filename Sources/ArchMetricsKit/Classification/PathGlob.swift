/// A shell-style pattern over `/`-separated relative paths: `*` matches within one path
/// component, `?` one character, `**` any number of whole components (including none).
/// `**/Networking/**` matches `Networking/API.swift` and `App/Networking/API.swift`.
public struct PathGlob: Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    /// The pattern's components as bytes, split once: classification matches every rule
    /// against every file, so nothing is re-split or re-encoded per match.
    private let components: [[UInt8]]
    private static let doubleStar: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "*")]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = Self.split(pattern)
    }

    private static func split(_ path: String) -> [[UInt8]] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    }

    public var description: String { pattern }

    /// True if `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        Self.match(components[...], Self.split(path)[...])
    }

    /// True if some leading folder path of `path` matches the pattern; returns the depth
    /// (number of components) of the shortest such prefix. Used for screen folders.
    public func matchingFolderDepth(in path: String) -> Int? {
        let parts = Self.split(path)
        guard parts.count > 1 else { return nil }
        for depth in 1..<parts.count where Self.match(components[...], parts[..<depth]) {
            return depth
        }
        return nil
    }

    private static func match(_ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == doubleStar {
            // `**` swallows zero or more components; try each split.
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first[...], component[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case UInt8(ascii: "*"):
            let rest = pattern.dropFirst()
            var remaining = text
            while true {
                if matchComponent(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == first && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
