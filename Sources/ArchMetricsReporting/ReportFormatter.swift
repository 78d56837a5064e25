/// Renders a built report in one format. One conforming type per format, each in its own
/// file (`MarkdownReportFormatter`, `JSONReportFormatter`, the two charts); `ReportFormat`
/// names them and the file each is written to. To add a format: a formatter, a case of
/// `ReportFormat`.
package protocol ReportFormatter: Sendable {
    /// The report in this format; nil when it has nothing to show in it (the build-times
    /// chart of a report without timings), and then no file is written.
    func format(_ report: ComparisonDocument) throws -> String?
}
