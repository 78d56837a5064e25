import ArchMetricsModel
import ArchMetricsSupport

/// A report rendered once per format: what `ReportWriter` writes into the folder and what a
/// command prints, the same text, so stdout never renders the report a second time.
package struct RenderedReport: Sendable {
    /// Each format's text, in `ReportFormat` order; a format with nothing to show is absent.
    package let texts: [(format: ReportFormat, text: String)]
    /// The findings section's lines (`ComparisonDocument.findings`).
    package let findings: [String]

    /// Builds the document of `snapshot` and renders it in every format. Nil when
    /// `cancellation` is cancelled between renderings: on a large tree each takes a while,
    /// and Ctrl-C should not wait for the ones still to come.
    package init?(
        _ snapshot: MetricsSnapshot, measure: LineMeasure, cancellation: CancellationToken
    ) throws {
        try self.init(
            ComparisonReport.document(snapshot, measure: measure), cancellation: cancellation)
    }

    package init?(_ report: ComparisonDocument, cancellation: CancellationToken) throws {
        var texts: [(format: ReportFormat, text: String)] = []
        for format in ReportFormat.allCases {
            guard !cancellation.isCancelled else { return nil }
            if let text = try format.formatter.format(report) { texts.append((format, text)) }
        }
        self.texts = texts
        findings = report.findings
    }

    /// The text of `format`; nil when the report has nothing in it.
    package func text(_ format: ReportFormat) -> String? {
        texts.first { $0.format == format }?.text
    }
}
