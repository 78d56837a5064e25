/// A shell-style pattern over `/`-separated relative paths: `*` matches within one path
/// component, `?` one character, `**` any number of whole components (including none).
/// `**/Networking/**` matches `Networking/API.swift` and `App/Networking/API.swift`.

package struct PathGlob: Equatable, Sendable, CustomStringConvertible {
    package let pattern: String
    /// The pattern split once into `SplitPath` form: classification matches every rule against
    /// every file, so nothing is re-split or re-encoded per match (and no array is retained).
    private let components: SplitPath
    /// Which components are `**`.
    private let isDoubleStar: [Bool]
    /// The components without `*` or `?`: a path lacking one of them cannot match, which is
    /// told without the backtracking match (`**/Tests/**` against a deep path tries every
    /// split, and most paths of a large tree have no `Tests` folder).
    private let literalComponents: [[UInt8]]

    package init(_ pattern: String) {
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

    package var description: String { pattern }

    /// True if `path` (relative, `/`-separated) matches the whole pattern.
    package func matches(_ path: String) -> Bool {
        matches(SplitPath(path))
    }

    /// True if the path matches the whole pattern.
    package func matches(_ path: SplitPath) -> Bool {
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
    package func matchingFolderDepth(in path: String) -> Int? {
        matchingFolderDepth(in: SplitPath(path))
    }

    /// `matchingFolderDepth(in:)` for a path split once for many globs.
    package func matchingFolderDepth(in path: SplitPath) -> Int? {
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
    /// `ArraySlice`: a slice retains its array, and this runs for every rule and file.
    ///
    /// `**` is matched as `*` is within a component (`matchComponent`), one component for one
    /// byte: on a mismatch only the latest `**` takes one more component. An earlier `**`
    /// never needs to retry, since whatever the latest one takes could be taken by it too, so
    /// a match costs at most (pattern components × path components) comparisons, however
    /// many `**` a pattern has (trying every split of each is exponential in their number).
    private func match(
        _ glob: Glob, _ index: Int, _ parts: UnsafeBufferPointer<Range<Int>>, _ path: Range<Int>,
        in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var patternIndex = index
        var pathIndex = path.lowerBound
        // The component after the latest `**`, and the first path component it has not taken.
        var resume: (pattern: Int, path: Int)?
        while pathIndex < path.upperBound {
            if patternIndex < glob.parts.count {
                if glob.isDoubleStar[patternIndex] {
                    patternIndex += 1
                    resume = (patternIndex, pathIndex)
                    continue
                }
                if Self.matchComponent(
                    glob.bytes[glob.parts[patternIndex]], bytes[parts[pathIndex]])
                {
                    patternIndex += 1
                    pathIndex += 1
                    continue
                }
            }
            guard let latest = resume else { return false }
            resume = (latest.pattern, latest.path + 1)
            patternIndex = latest.pattern
            pathIndex = latest.path + 1
        }
        while patternIndex < glob.parts.count, glob.isDoubleStar[patternIndex] {
            patternIndex += 1
        }
        return patternIndex == glob.parts.count
    }

    /// `*` (any run of bytes), `?` (one byte) and literal bytes, in one component. Greedy with
    /// one point to go back to, the latest `*`, for the reason `match` gives: at most (pattern
    /// length × text length) steps, where retrying every `*` is exponential in their number.
    private static func matchComponent(
        _ pattern: Slice<UnsafeBufferPointer<UInt8>>, _ text: Slice<UnsafeBufferPointer<UInt8>>
    ) -> Bool {
        var patternIndex = pattern.startIndex
        var textIndex = text.startIndex
        var resume: (pattern: Int, text: Int)?
        while textIndex < text.endIndex {
            if patternIndex < pattern.endIndex {
                let byte = pattern[patternIndex]
                if byte == UInt8(ascii: "*") {
                    patternIndex += 1
                    resume = (patternIndex, textIndex)
                    continue
                }
                if byte == UInt8(ascii: "?") || byte == text[textIndex] {
                    patternIndex += 1
                    textIndex += 1
                    continue
                }
            }
            guard let latest = resume else { return false }
            resume = (latest.pattern, latest.text + 1)
            patternIndex = latest.pattern
            textIndex = latest.text + 1
        }
        while patternIndex < pattern.endIndex, pattern[patternIndex] == UInt8(ascii: "*") {
            patternIndex += 1
        }
        return patternIndex == pattern.endIndex
    }
}

/// A relative path split into its `/`-separated components once, to be matched against many
/// globs without splitting or allocating again per glob.
package struct SplitPath: Equatable, Sendable {
    /// The path's bytes.
    private let bytes: [UInt8]
    /// Each non-empty component's byte range.
    private let ranges: [Range<Int>]

    package init(_ path: String) {
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
    package var count: Int { ranges.count }

    /// Calls `body` with the path's bytes (valid during the call) and its components' ranges in them.
    func withComponents<T>(_ body: (UnsafeBufferPointer<UInt8>, [Range<Int>]) -> T) -> T {
        bytes.withUnsafeBufferPointer { body($0, ranges) }
    }
}
