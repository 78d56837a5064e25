import ArchMetricsAnalysis
import ArchMetricsClassification
import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import SwiftScanning

/// "Measure now" for the drift commands: the one place `baseline` and `check` get a snapshot of
/// the tree as it is, so that wiring the measurement harness in is a change here only.
public enum CurrentMetrics {
    /// A fresh snapshot and what it holds.
    public struct Result: Sendable {
        public var snapshot: MetricsSnapshot
        /// True if build and test timings were measured.
        public var timed: Bool
        /// What the user should know about how it was taken (printed on stderr).
        public var notes: [String]
    }

    /// Scans and classifies every variant of `configuration`; with `build` options, also times
    /// builds and tests (Ctrl-C through `cancellation` stops the children and throws).
    public static func measure(
        _ configuration: ReportConfiguration, build: MeasurementOptions?,
        cancellation: CancellationToken = .init()
    ) throws -> Result {
        var snapshot = try SourceMetricsCollector.collect(configuration)
        guard let build else { return Result(snapshot: snapshot, timed: false, notes: []) }
        try MeasurementPlan.measure(
            &snapshot, configuration: configuration, options: build, cancellation: cancellation)
        return Result(snapshot: snapshot, timed: true, notes: [])
    }
}
