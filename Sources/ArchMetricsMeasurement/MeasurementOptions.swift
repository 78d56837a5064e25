import ArchMetricsModel
import Foundation

/// How the session measures: repetitions, timeouts, where logs go, which `swift` to run.
package struct MeasurementOptions: Sendable {
    /// Measured runs per variant; every figure is a statistic over these.
    package var runs = 3
    /// Adaptive sampling: when set (a fraction, 0.03 for 3%), measured rounds continue after
    /// `runs` until every measure's 95% interval half-width is at most this share of its mean in
    /// every variant, or `maxRuns` rounds were measured.
    package var precision: Double?
    /// The most measured rounds adaptive sampling may take.
    package var maxRuns = 10
    /// Discarded rounds before the timed ones, per variant. None by default: the untimed
    /// instrumented builds, which run first, warm the disk caches and the toolchain.
    package var warmup = 0
    /// A command still running after this long is killed with its whole process group.
    package var timeoutSeconds: Double = 1200
    /// Between SIGTERM and SIGKILL when a command is killed.
    package var killGraceSeconds: Double = 5
    /// The variant ratios are computed against.
    package var referenceVariant = Defaults.referenceVariant
    /// Logs go to `<logsFolder>/<variant>/…`; conventionally `<output>/logs`, and the report's
    /// `logPaths` are relative to its parent folder.
    package var logsFolder: URL
    /// The `swift` to run: a name looked up on PATH, or a path (tests pass a fake).
    package var swiftExecutable: String = "swift"
    /// One extra `swift test --enable-code-coverage` per variant before the timed runs.
    package var measureCoverage = true
    /// One extra untimed `swift build -debug-time-function-bodies` per variant before the timed
    /// runs, for type-checking time by role and feature.
    package var measureTypeChecking = true
    /// One extra untimed clean build per variant before the timed runs with the compiler's
    /// statistics (`-stats-output-dir`), for exact compile-work counters by file, role and
    /// feature.
    package var measureCompileWork = true
    /// The timed runs (builds and tests). Off with on `measureCompileWork` alone is the fast
    /// path: one build per variant, nothing timed.
    package var measureTimings = true
    /// No progress lines at all.
    package var quiet = false
    /// Also print log paths and the tool's own overhead.
    package var verbose = false
    /// Where progress lines go (one line each, no control codes): the run's diagnostics
    /// (stderr for the command line), given by whoever runs the measurement.
    package var progress: @Sendable (String) -> Void
    /// The 1-minute load average, read before and after each round; nil: the system's
    /// (tests pass a fake to exercise the contention guard).
    package var loadAverage: (@Sendable () -> Double?)?

    package init(
        logsFolder: URL, runs: Int = 3, warmup: Int = 0, timeoutSeconds: Double = 1200,
        killGraceSeconds: Double = 5,
        referenceVariant: String = Defaults.referenceVariant, swiftExecutable: String = "swift",
        measureCoverage: Bool = true,
        quiet: Bool = false, verbose: Bool = false,
        progress: @escaping @Sendable (String) -> Void
    ) {
        self.logsFolder = logsFolder
        self.runs = runs
        self.warmup = warmup
        self.timeoutSeconds = timeoutSeconds
        self.killGraceSeconds = killGraceSeconds
        self.referenceVariant = referenceVariant
        self.swiftExecutable = swiftExecutable
        self.measureCoverage = measureCoverage
        self.quiet = quiet
        self.verbose = verbose
        self.progress = progress
    }
}
