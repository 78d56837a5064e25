import ArchMetricsModel
import ArchMetricsReporting

/// The tests' shorthands for what the report folder holds, each through the one document the
/// formats render (`ComparisonReport.document`), as `RenderedReport` renders it.
extension ComparisonReport {
    /// Every table of the report, in order.
    static func tables(_ snapshot: MetricsSnapshot, measure: LineMeasure, toolCommand: String)
        -> [ReportTable]
    {
        document(snapshot, measure: measure, toolCommand: toolCommand).document.tables
    }

    /// `metrics.json`.
    static func json(_ snapshot: MetricsSnapshot, measure: LineMeasure, toolCommand: String)
        throws -> String
    {
        try JSONReportFormatter().format(
            document(snapshot, measure: measure, toolCommand: toolCommand))
    }

    /// `comparison.md`.
    static func markdown(_ snapshot: MetricsSnapshot, measure: LineMeasure, toolCommand: String)
        -> String
    {
        MarkdownReportFormatter.text(
            document(snapshot, measure: measure, toolCommand: toolCommand).document)
    }
}

extension ArchitectureAnalysisReport {
    /// Every table of the coupling and complexity sections, as `blocks` lays them out.
    static func tables(
        _ analysis: ArchitectureAnalysis, focusVariant: String, catalog: RoleCatalog = .builtIn,
        toolCommand: String
    ) -> [ReportTable] {
        ReportDocument(
            blocks(analysis, focusVariant: focusVariant, catalog: catalog, toolCommand: toolCommand)
        ).tables
    }
}
