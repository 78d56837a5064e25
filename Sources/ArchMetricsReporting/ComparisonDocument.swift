import ArchMetricsModel
import SwiftScanning

/// A comparison report built once: the snapshot it reports, the line measure it counts in and
/// the document of its sections and tables (`ComparisonReport.document`). Every format renders
/// this value; none builds tables or findings of its own.
package struct ComparisonDocument: Sendable {
    package let snapshot: MetricsSnapshot
    package let measure: LineMeasure
    package let document: ReportDocument

    package init(snapshot: MetricsSnapshot, measure: LineMeasure, document: ReportDocument) {
        self.snapshot = snapshot
        self.measure = measure
        self.document = document
    }
}
