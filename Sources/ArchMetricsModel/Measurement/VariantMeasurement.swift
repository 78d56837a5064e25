// The measurement session's output: build and test timings, test counts and coverage per
// variant. Stored in metrics.json under `measurements` and compared by the drift checker, so
// this Codable shape is part of the tool's stable JSON.

/// Everything measured for one variant package.
public struct VariantMeasurement: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case ok
        case buildFailed
        case testsFailed
        case timedOut
        case interrupted
    }

    public var variant: String
    public var status: Status
    /// One line on what went wrong, when `status` is not `ok`.
    public var failureReason: String?
    /// Keyed by `TimingMeasure.rawValue`; a measure that could not be taken is absent.
    public var timings: [String: SampleStatistics]
    /// CPU seconds (user + system) of the same commands, sample for sample, keyed like `timings`;
    /// absent for `testExecution` (the runner's own clock) and in snapshots from before it was
    /// measured. Far less sensitive than wall time to other load on the machine.
    public var cpuTimings: [String: SampleStatistics]?
    /// Peak resident memory in bytes of the largest process of each command, keyed like `timings`.
    public var peakMemoryBytes: [String: SampleStatistics]?
    public var tests: TestCounts?
    /// Counts and failures per test file, from the JUnit XML results of configured test
    /// commands; nil otherwise.
    package var testFiles: [TestFileCounts]?
    /// Coverage per feature (default feature: the Gather screen).
    public var featureCoverage: [CoverageFigure]
    /// Coverage per role (`viewController`, `presenter`, …).
    public var roleCoverage: [CoverageFigure]
    /// Logs of every command run for this variant, relative to the output folder.
    public var logPaths: [String]
    /// Things worth knowing that did not stop the measurement (no coverage data, a test count that
    /// changed between runs); nil when none.
    public var diagnostics: [String]?
    /// The figures of the kinds a measure declares (`FigureKind`), each stored in the JSON
    /// under its kind's key beside the fields above (`typeChecking`, `compileWork`).
    public var figures = FigureStore()
    /// The figures (`MeasuredFigure` names) the run was asked for and took; nil in snapshots
    /// from before it was recorded.
    public var measured: [String]?
    /// The figures the run was asked for and did not take, each with why; nil when none was
    /// missing or the snapshot is from before it was recorded. Besides `MeasuredFigure` names,
    /// a timed run's builds that were not taken (`incrementalBuild`: no file of the unit-test
    /// screen to touch; `variantBuild`), by their `TimingMeasure` names.
    public var notMeasured: [String: String]?
    /// The configured build command as written (`commands.build`, placeholders not filled in);
    /// nil for SwiftPM's `swift build` and in snapshots from before it was recorded. What the
    /// report's notes name as the build.
    public var buildCommand: [String]?

    public init(
        variant: String, status: Status, failureReason: String? = nil,
        timings: [String: SampleStatistics] = [:],
        cpuTimings: [String: SampleStatistics]? = nil,
        peakMemoryBytes: [String: SampleStatistics]? = nil,
        tests: TestCounts? = nil, featureCoverage: [CoverageFigure] = [],
        roleCoverage: [CoverageFigure] = [],
        logPaths: [String] = [], diagnostics: [String]? = nil,
        typeChecking: TypeCheckProfile? = nil, compileWork: CompileWorkProfile? = nil
    ) {
        self.diagnostics = diagnostics
        figures[TypeCheckingFigure.self] = typeChecking
        figures[CompileWorkFigure.self] = compileWork
        self.variant = variant
        self.status = status
        self.failureReason = failureReason
        self.timings = timings
        self.cpuTimings = cpuTimings
        self.peakMemoryBytes = peakMemoryBytes
        self.tests = tests
        self.featureCoverage = featureCoverage
        self.roleCoverage = roleCoverage
        self.logPaths = logPaths
    }

    /// Where the compiler spent its type-checking time, by role and feature; nil when not measured.
    public var typeChecking: TypeCheckProfile? {
        get { figures[TypeCheckingFigure.self] }
        set { figures[TypeCheckingFigure.self] = newValue }
    }

    /// The compiler's work counters per file, role and feature; nil when not measured.
    public var compileWork: CompileWorkProfile? {
        get { figures[CompileWorkFigure.self] }
        set { figures[CompileWorkFigure.self] = newValue }
    }

    public func timing(_ measure: TimingMeasure) -> SampleStatistics? { timings[measure.rawValue] }
    public func cpuTiming(_ measure: TimingMeasure) -> SampleStatistics? {
        cpuTimings?[measure.rawValue]
    }
}
