import Foundation

/// The scenario tags of a test file: a comment line `// Scenario: login.logsIn` (several ids
/// separated by commas) says the test below it checks that behaviour. A convention, not a
/// framework, so tests in any style and any architecture can name what they cover, and the
/// report can say which behaviours each variant's tests cover beside how many tests it has.
enum ScenarioTags {
    static let marker = "// Scenario:"

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
}
