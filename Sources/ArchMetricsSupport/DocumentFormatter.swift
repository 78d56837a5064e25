/// Renders a document built once in one output format, in the manner of Periphery's
/// `OutputFormatter`: one conforming type per format, each in its own file. The one formatter
/// protocol of every output kind: the comparison report's (`ComparisonDocument`, formats
/// listed by `ReportFormat` and `ReportChart`), the history's (`HistoryDocument`, listed by
/// `HistoryFormat`, one `HistoryChartFormatter` per variant) and the drift check's
/// (`DriftResult`, listed by `DriftFormat`).
/// In Support because Reporting and Drift, which both render, sit side by side above it.
package protocol DocumentFormatter<Document, Output>: Sendable {
    /// The built document this formatter renders.
    associatedtype Document
    /// `String`, or `String?` for a format that may have nothing to show (the build-times
    /// chart of a report without timings: then no file is written).
    associatedtype Output

    /// The document in this format.
    func format(_ document: Document) throws -> Output
}
