import ArchMetricsSupport

/// `metrics.json`: deterministic JSON of the snapshot and every table of the document.
package struct JSONReportFormatter: DocumentFormatter {
    package init() {}

    package func format(_ report: ComparisonDocument) throws -> String {
        try StableJSON.string(
            MetricsDocument(snapshot: report.snapshot, tables: report.document.tables))
    }
}
