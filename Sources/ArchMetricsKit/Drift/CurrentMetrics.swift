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

    /// Scans and classifies every variant of `configuration`; with `build`, also times builds and tests.
    public static func measure(_ configuration: ReportConfiguration, build: Bool) throws -> Result {
        let snapshot = try SourceMetricsCollector.collect(configuration)
        guard build else { return Result(snapshot: snapshot, timed: false, notes: []) }
        // MEASUREMENT CALL SITE (drift): run the harness on configuration.variants here, set
        // `snapshot.measurements` (reference variant: configuration.referenceVariant) and
        // return timed: true. Until then the drift commands compare source metrics only.
        return Result(snapshot: snapshot, timed: false,
                      notes: ["build and test timing is not available yet; source metrics only (use --no-build to silence this)."])
    }
}
