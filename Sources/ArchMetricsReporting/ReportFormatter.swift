/// Renders a built report in one format, in the manner of Periphery's `OutputFormatter`. One
/// conforming type per format, each in its own file: for the comparison report
/// (`ComparisonDocument`) `MarkdownReportFormatter`, `JSONReportFormatter` and the two charts,
/// named with their files by `ReportFormat`; for the history (`HistoryDocument`) the
/// `History…Formatter`s, listed by `HistoryReport.formatters`. To add a format: a formatter,
/// and a case of `ReportFormat` (or an entry of `HistoryReport.formatters`).
package protocol ReportFormatter<Report>: Sendable {
    /// The built report this formatter renders.
    associatedtype Report

    /// The report in this format; nil when it has nothing to show in it (the build-times
    /// chart of a report without timings), and then no file is written.
    func format(_ report: Report) throws -> String?
}
