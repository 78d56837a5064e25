/// A shell-style pattern over `/`-separated relative paths: `*` matches within one path
/// component, `?` one character, `**` any number of whole components (including none).
/// `**/Networking/**` matches `Networking/API.swift` and `App/Networking/API.swift`.
public struct PathGlob: Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    /// The pattern's components as bytes, split once: classification matches every rule
    /// against every file, so nothing is re-split or re-encoded per match.
    private let components: [[UInt8]]
    /// Which components are `**`.
    private let isDoubleStar: [Bool]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        isDoubleStar = components.map { $0 == [UInt8(ascii: "*"), UInt8(ascii: "*")] }
    }

    public var description: String { pattern }

    /// True if `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        matches(SplitPath(path))
    }

    /// True if the path matches the whole pattern.
    public func matches(_ path: SplitPath) -> Bool {
        path.withComponents { bytes, parts in match(0, parts[...], in: bytes) }
    }

    /// True if some leading folder path of `path` matches the pattern; returns the depth
    /// (number of components) of the shortest such prefix. Used for screen folders.
    public func matchingFolderDepth(in path: String) -> Int? {
        matchingFolderDepth(in: SplitPath(path))
    }

    /// `matchingFolderDepth(in:)` for a path split once for many globs.
    public func matchingFolderDepth(in path: SplitPath) -> Int? {
        path.withComponents { bytes, parts in
            guard parts.count > 1 else { return nil }
            for depth in 1..<parts.count where match(0, parts[..<depth], in: bytes) {
                return depth
            }
            return nil
        }
    }

    /// Whether the pattern from component `index` on matches `path` (components as byte ranges of `bytes`).
    private func match(_ index: Int, _ path: ArraySlice<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index < components.count else { return path.isEmpty }
        if isDoubleStar[index] {
            // `**` swallows zero or more components; try each split.
            var remaining = path
            while true {
                if match(index + 1, remaining, in: bytes) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first,
              components[index].withUnsafeBufferPointer({ Self.matchComponent($0[...], bytes[component]) }) else { return false }
        return match(index + 1, path.dropFirst(), in: bytes)
    }

    private static func matchComponent(_ pattern: Slice<UnsafeBufferPointer<UInt8>>, _ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
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

/// A relative path split into its `/`-separated components once, to be matched against many
/// globs without splitting or allocating again per glob.
public struct SplitPath: Sendable {
    /// The path's bytes.
    private let bytes: [UInt8]
    /// Each non-empty component's byte range.
    private let ranges: [Range<Int>]

    public init(_ path: String) {
        bytes = Array(path.utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "/") {
            if index > start { ranges.append(start..<index) }
            start = index + 1
        }
        if bytes.count > start { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    /// Number of components.
    public var count: Int { ranges.count }

    /// Calls `body` with the path's bytes (valid during the call) and its components' ranges in them.
    func withComponents<T>(_ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> T) -> T {
        bytes.withUnsafeBufferPointer { body($0, ranges) }
    }
}
