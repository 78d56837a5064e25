import ArchMetricsSupport

/// The formats the comparison report is written in and printed in (`report --format`), one
/// file of the report folder each, in the order they are rendered and written. Its charts,
/// written beside them, are `ReportChart`s.
package enum ReportFormat: String, CaseIterable, Sendable {
    case markdown
    case json

    /// The file of the report folder this format is written to.
    package var fileName: String {
        switch self {
        case .markdown: "comparison.md"
        case .json: "metrics.json"
        }
    }

    package var formatter: any DocumentFormatter<ComparisonDocument, String> {
        switch self {
        case .markdown: MarkdownReportFormatter()
        case .json: JSONReportFormatter()
        }
    }
}
