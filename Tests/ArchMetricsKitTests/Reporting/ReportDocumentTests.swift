import Foundation
import TestSupport
import Testing

@testable import ArchMetricsReporting
@testable import ArchMetricsSupport

/// The comparison report is built once, as a document, and every format renders that one
/// document: no format builds tables of its own, and the analysis sections are a part of the
/// report, not a caller of it.
@Suite struct ReportDocumentTests {
    /// `ComparisonReport` composes; `ArchitectureAnalysisReport` gives its blocks and never
    /// calls back into the report that holds them.
    @Test func theAnalysisSectionsDoNotCallTheComparisonReport() throws {
        let text = try String(
            contentsOf: Repository.path(
                "Sources/ArchMetricsReporting/ArchitectureAnalysisReport.swift"),
            encoding: .utf8)
        #expect(!text.contains("ComparisonReport."))
    }

    /// The Markdown shows each table of the document under its title, the JSON holds the same
    /// tables, and there is one text per format and per chart that has something to show (no
    /// build-times chart without timings).
    @Test(arguments: [false, true]) func everyFormatRendersTheOneDocument(measured: Bool) throws {
        let report = ComparisonReport.document(
            DriftSamples.snapshot(measured: measured), measure: .code, toolCommand: "archmetrics")
        let rendered = try #require(try RenderedReport(report, cancellation: CancellationToken()))
        let markdown = rendered.text(.markdown)
        #expect(!report.document.tables.isEmpty)
        for table in report.document.tables {
            #expect(
                [2, 3].contains {
                    markdown.contains(
                        MarkdownReportFormatter.heading(table.title, level: $0) + "\n")
                }, "\(table.id)")
        }
        let json = rendered.text(.json)
        let decoded = try StableJSON.decoder().decode(MetricsDocument.self, from: Data(json.utf8))
        #expect(decoded.tables == report.document.tables)
        #expect(
            rendered.files.map(\.name)
                == ReportFormat.allCases.map(\.fileName)
                + (measured ? ReportChart.allCases : [.linesPerRole]).map(\.fileName))
        #expect(rendered.findings == report.findings && !rendered.findings.isEmpty)
    }

    /// Ctrl-C before the first rendering: nothing rendered, so nothing to write.
    @Test func aCancelledRenderingRendersNothing() throws {
        let cancelled = CancellationToken()
        cancelled.cancel()
        #expect(
            try RenderedReport(
                DriftSamples.snapshot(measured: false), measure: .code, toolCommand: "archmetrics",
                cancellation: cancelled)
                == nil)
    }
}
