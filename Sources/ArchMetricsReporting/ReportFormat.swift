/// The formats a report is rendered in, one file of the report folder each, in the order
/// they are rendered and written.
package enum ReportFormat: String, CaseIterable, Sendable {
    case markdown
    case json
    case linesChart
    case timesChart

    /// The file of the report folder this format is written to.
    package var fileName: String {
        switch self {
        case .markdown: "comparison.md"
        case .json: "metrics.json"
        case .linesChart: "lines-per-role.svg"
        case .timesChart: "build-times.svg"
        }
    }

    package var formatter: any ReportFormatter<ComparisonDocument> {
        switch self {
        case .markdown: MarkdownReportFormatter()
        case .json: JSONReportFormatter()
        case .linesChart: LinesChartFormatter()
        case .timesChart: TimesChartFormatter()
        }
    }
}
