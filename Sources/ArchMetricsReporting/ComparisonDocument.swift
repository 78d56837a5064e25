import ArchMetricsModel

/// A comparison report built once: the snapshot it reports, the line measure it counts in and
/// the document of its sections and tables (`ComparisonReport.document`). Every format renders
/// this value; none builds tables or findings of its own.
package struct ComparisonDocument: Sendable {
    package let snapshot: MetricsSnapshot
    package let measure: LineMeasure
    package let document: ReportDocument
    /// The `## Findings` section's lines, also among the document's blocks: a measured run
    /// prints them alone on stdout.
    package let findings: [String]

}
