import ArchMetricsModel
import ArchMetricsSupport

/// A report rendered once per format and chart: what `ReportWriter` writes into the folder and
/// what a command prints, the same text, so stdout never renders the report a second time.
package struct RenderedReport: Sendable {
    /// Each file of the report folder and its text: the formats in `ReportFormat` order, then
    /// the charts in `ReportChart` order; a chart with nothing to show is absent.
    package let files: [(name: String, text: String)]
    /// The text of each format, also among `files`.
    private let texts: [ReportFormat: String]
    /// The findings section's lines (`ComparisonDocument.findings`).
    package let findings: [String]

    /// Builds the document of `snapshot` and renders it in every format. Nil when
    /// `cancellation` is cancelled between renderings: on a large tree each takes a while,
    /// and Ctrl-C should not wait for the ones still to come. `toolCommand`: how a note
    /// names the tool (`ComparisonReport.document`).
    package init?(
        _ snapshot: MetricsSnapshot, measure: LineMeasure, toolCommand: String,
        cancellation: CancellationToken
    ) throws {
        try self.init(
            ComparisonReport.document(snapshot, measure: measure, toolCommand: toolCommand),
            cancellation: cancellation)
    }

    package init?(_ report: ComparisonDocument, cancellation: CancellationToken) throws {
        var files: [(name: String, text: String)] = []
        var texts: [ReportFormat: String] = [:]
        for format in ReportFormat.allCases {
            guard !cancellation.isCancelled else { return nil }
            let text = try format.formatter.format(report)
            texts[format] = text
            files.append((format.fileName, text))
        }
        for chart in ReportChart.allCases {
            guard !cancellation.isCancelled else { return nil }
            if let text = try chart.formatter.format(report) {
                files.append((chart.fileName, text))
            }
        }
        self.files = files
        self.texts = texts
        findings = report.findings
    }

    /// The text of `format`; every format is rendered.
    package func text(_ format: ReportFormat) -> String { texts[format] ?? "" }
}
