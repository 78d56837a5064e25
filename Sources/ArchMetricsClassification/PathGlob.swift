import ArchMetricsModel
import SwiftScanning

/// A shell-style pattern over `/`-separated relative paths: `*` matches within one path
/// component, `?` one character, `**` any number of whole components (including none).
/// `**/Networking/**` matches `Networking/API.swift` and `App/Networking/API.swift`.

public struct PathGlob: Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    /// The pattern split once into `SplitPath` form: classification matches every rule against
    /// every file, so nothing is re-split or re-encoded per match (and no array is retained).
    private let components: SplitPath
    /// Which components are `**`.
    private let isDoubleStar: [Bool]
    /// The components without `*` or `?`: a path lacking one of them cannot match, which is
    /// told without the backtracking match (`**/Tests/**` against a deep path tries every
    /// split, and most paths of a large tree have no `Tests` folder).
    private let literalComponents: [[UInt8]]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = SplitPath(pattern)
        isDoubleStar = components.withComponents { bytes, ranges in
            ranges.map {
                $0.count == 2 && bytes[$0.lowerBound] == UInt8(ascii: "*")
                    && bytes[$0.lowerBound + 1] == UInt8(ascii: "*")
            }
        }
        literalComponents = components.withComponents { bytes, ranges in
            ranges.map { Array(bytes[$0]) }.filter {
                !$0.contains(UInt8(ascii: "*")) && !$0.contains(UInt8(ascii: "?"))
            }
        }
    }

    /// False if some literal component of the pattern is none of the path's components.
    private func mayMatch(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: [Range<Int>]) -> Bool {
        literalComponents.allSatisfy { literal in
            parts.contains { bytes[$0].elementsEqual(literal) }
        }
    }

    public var description: String { pattern }

    /// True if `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        matches(SplitPath(path))
    }

    /// True if the path matches the whole pattern.
    public func matches(_ path: SplitPath) -> Bool {
        components.withComponents { pattern, patternParts in
            path.withComponents { bytes, parts in
                mayMatch(bytes, parts)
                    && parts.withUnsafeBufferPointer { parts in
                        match(
                            Glob(bytes: pattern, parts: patternParts, isDoubleStar: isDoubleStar),
                            0, parts, 0..<parts.count, in: bytes)
                    }
            }
        }
    }

    /// True if some leading folder path of `path` matches the pattern; returns the depth
    /// (number of components) of the shortest such prefix. Used for screen folders.
    public func matchingFolderDepth(in path: String) -> Int? {
        matchingFolderDepth(in: SplitPath(path))
    }

    /// `matchingFolderDepth(in:)` for a path split once for many globs.
    public func matchingFolderDepth(in path: SplitPath) -> Int? {
        components.withComponents { pattern, patternParts in
            path.withComponents { bytes, parts in
                guard parts.count > 1, mayMatch(bytes, parts) else { return nil }
                let glob = Glob(bytes: pattern, parts: patternParts, isDoubleStar: isDoubleStar)
                return parts.withUnsafeBufferPointer { parts in
                    (1..<parts.count).first { depth in match(glob, 0, parts, 0..<depth, in: bytes) }
                }
            }
        }
    }

    /// The pattern's bytes and components, borrowed for one match.
    private struct Glob {
        var bytes: UnsafeBufferPointer<UInt8>
        var parts: [Range<Int>]
        var isDoubleStar: [Bool]
    }

    /// Whether the pattern from component `index` on matches the path components `path`
    /// (indices into `parts`, the components as byte ranges of `bytes`). Indices, not an
    /// `ArraySlice`: a slice retains its array, and this recursion runs for every rule and file.
    private func match(
        _ glob: Glob, _ index: Int, _ parts: UnsafeBufferPointer<Range<Int>>, _ path: Range<Int>,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard index < glob.parts.count else { return path.isEmpty }
        if glob.isDoubleStar[index] {
            // `**` swallows zero or more components; try each split.
            for start in path.lowerBound...path.upperBound
            where match(glob, index + 1, parts, start..<path.upperBound, in: bytes) {
                return true
            }
            return false
        }
        guard !path.isEmpty,
            Self.matchComponent(glob.bytes[glob.parts[index]], bytes[parts[path.lowerBound]])
        else { return false }
        return match(glob, index + 1, parts, (path.lowerBound + 1)..<path.upperBound, in: bytes)
    }

    private static func matchComponent(
        _ pattern: Slice<UnsafeBufferPointer<UInt8>>, _ text: Slice<UnsafeBufferPointer<UInt8>>
    ) -> Bool {
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
public struct SplitPath: Equatable, Sendable {
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
