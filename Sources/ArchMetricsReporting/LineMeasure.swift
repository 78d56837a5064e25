import SwiftScanning

/// Which lines the tables count: physical lines (`wc -l`, the article's measure) or code lines.

package enum LineMeasure: String, Codable, CaseIterable, Sendable {
    case physical
    case code

    /// The chosen count of `lines`.
    package func count(_ lines: LineCounts) -> Int {
        switch self {
        case .physical: lines.physical
        case .code: lines.code
        }
    }

    /// How the measure reads in a sentence.
    package var phrase: String {
        switch self {
        case .physical: "physical lines (as `wc -l` counts them: code, comments and blank lines)"
        case .code: "code lines (comments and blank lines left out)"
        }
    }
}
