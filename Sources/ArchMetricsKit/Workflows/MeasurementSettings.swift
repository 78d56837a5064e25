import ArchMetricsMeasurement
import Foundation

/// What a measuring command (`report`, `baseline`, `check`) was asked to build and time, as
/// the command line parsed it; the workflow turns it into the measurement's options once it knows
/// where the logs go.
package struct MeasurementSettings: Sendable {
    /// The fast path: one clean build per variant for the compiler's work counters, nothing timed.
    package var compileWorkOnly = false
    package var runs = 3
    /// Discarded rounds before the timed ones: none, the untimed builds that run first warm
    /// the caches.
    package var warmup = 0
    /// Adaptive sampling's target as a fraction (0.03), nil for a fixed number of runs.
    package var precision: Double?
    package var maxRuns = 10
    package var timeoutSeconds: Double = 1200
    package var quiet = false
    package var verbose = false

    package init() {}

    /// The measurement session's options, writing logs under `logsFolder`, for a run in `context`: its
    /// environment picks `swift`, its diagnostics get the progress lines.
    package func options(logsFolder: URL, in context: WorkflowContext) -> MeasurementOptions {
        // ARCHMETRICS_SWIFT picks another `swift` (a toolchain elsewhere, or a test's fake).
        let swift = context.environment["ARCHMETRICS_SWIFT"] ?? "swift"
        let diagnostics = context.diagnostics
        var options = MeasurementOptions(
            logsFolder: logsFolder, runs: runs, warmup: warmup, timeoutSeconds: timeoutSeconds,
            swiftExecutable: swift, quiet: quiet, verbose: verbose,
            progress: { diagnostics.say($0) })
        options.precision = precision
        options.maxRuns = maxRuns
        if compileWorkOnly {
            options.measureTimings = false
            options.measureCoverage = false
            options.measureTypeChecking = false
        }
        return options
    }
}
