import Foundation

/// The scenario tags of a test file: a comment line `// Scenario: login.logsIn` (several ids
/// separated by commas) says the test below it checks that behaviour. A convention, not a
/// framework, so tests in any style and any architecture can name what they cover, and the
/// report can say which behaviours each variant's tests cover beside how many tests it has.
package enum ScenarioTags {
    static let marker = "// Scenario:"

    /// The ids tagged in a file's bytes (invalid UTF-8 repaired), as `ids(in:)` reads its
    /// text. The text is made only when the marker's bytes are there: most files have none.
    static func ids(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard contains(marker.utf8, in: bytes) else { return [] }
        return ids(in: String(decoding: bytes, as: UTF8.self))
    }

    /// The ids tagged in `source`, in order of appearance (repeats kept).
    static func ids(in source: String) -> [String] {
        var ids: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(marker) else { continue }
            ids += trimmed.dropFirst(marker.count).split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
        }
        return ids
    }

    /// Whether `bytes` hold `pattern` (ASCII, not empty) anywhere.
    private static func contains(
        _ pattern: String.UTF8View, in bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let pattern = Array(pattern)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        let last = bytes.count - pattern.count
        while index <= last {
            if bytes[index] == first,
                pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] })
            {
                return true
            }
            index += 1
        }
        return false
    }
}
