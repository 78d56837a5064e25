/// A shell-style pattern over `/`-separated relative paths: `*` matches within one path
/// component, `?` one character, `**` any number of whole components (including none).
/// `**/Networking/**` matches `Networking/API.swift` and `App/Networking/API.swift`.
public struct PathGlob: Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let components: [Substring]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    /// True if `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...])
    }

    /// True if some leading folder path of `path` matches the pattern; returns the depth
    /// (number of components) of the shortest such prefix. Used for screen folders.
    public func matchingFolderDepth(in path: String) -> Int? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count > 1 else { return nil }
        for depth in 1..<parts.count where Self.match(components[...], parts[..<depth]) {
            return depth
        }
        return nil
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // `**` swallows zero or more components; try each split.
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
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
