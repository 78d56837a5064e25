import Foundation
import TestSupport
import Testing

/// A classified file's `reason` is prose rendered from the classifier's typed decision
/// (`FileDecision`), for display and `metrics.json` only: what the classifier decided (a near
/// miss, the app's own flow, overruled evidence) is read from the decision's fields, never
/// recovered by searching the text, which breaks silently when its wording changes.
@Suite struct ReasonParsingTests {
    /// The ways a string is searched, each right after `reason`.
    static let searches = [
        "reason.contains(", "reason.hasSuffix(", "reason.hasPrefix(", "reason.range(of",
        "reason.firstRange(of", "reason.starts(with",
    ]

    /// Every line of `Sources/` that searches a reason, as `path:line text`.
    static func reasonSearches(under folder: String) throws -> [String] {
        var found: [String] = []
        for (relative, text) in try Repository.swiftFiles(under: folder) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            where searches.contains(where: { line.contains($0) }) {
                found.append(
                    "\(folder)/\(relative):\(number + 1) "
                        + line.trimmingCharacters(in: .whitespaces))
            }
        }
        return found.sorted()
    }

    @Test func noReasonStringIsParsed() throws {
        let found = try Self.reasonSearches(under: "Sources")
        #expect(
            found.isEmpty,
            "read the classifier's decision (FileDecision) instead:\n\(found.joined(separator: "\n"))"
        )
    }
}
