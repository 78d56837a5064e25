import ArchMetricsSupport
import Foundation
import SwiftScanning

// The measurement harness's output: build and test timings, test counts and coverage per
// variant. Stored in metrics.json under `measurements` and compared by the drift checker, so
// this Codable shape is part of the tool's stable JSON.

/// What is timed, per variant package.
public enum TimingMeasure: String, Codable, CaseIterable, Sendable {
    /// `swift build` in a fresh scratch folder.
    case cleanBuild
    /// `swift build` again right after, nothing changed.
    case nullBuild
    /// `swift build` after touching one source file of the Gather screen.
    case incrementalBuild
    /// `swift build` after touching every source file of the variant itself, its dependencies
    /// (the bundled core's Kit) already built: the variant's own code compiled and linked, where
    /// the architecture's cost shows undiluted by shared code.
    case variantBuild
    /// `swift test` in a fresh scratch folder: build plus run.
    case cleanTest
    /// The test execution alone, as reported by the test runner.
    case testExecution
}

/// How many tests ran, from the test runner's own output.
public struct TestCounts: Codable, Equatable, Sendable {
    public var ran: Int
    public var passed: Int
    public var failed: Int
    public var skipped: Int

    public init(ran: Int, passed: Int, failed: Int, skipped: Int) {
        self.ran = ran
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
    }
}

/// Line coverage of a named group of files (a feature such as `Gather`, or a role).
public struct CoverageFigure: Codable, Equatable, Sendable {
    public var name: String
    public var coveredLines: Int
    public var executableLines: Int
    /// The files the figure covers, relative to the variant folder.
    public var files: [String]
    /// Files of `files` the coverage data does not mention (they add no lines); nil when none.
    public var missingFiles: [String]?

    public init(
        name: String, coveredLines: Int, executableLines: Int, files: [String],
        missingFiles: [String]? = nil
    ) {
        self.name = name
        self.coveredLines = coveredLines
        self.executableLines = executableLines
        self.files = files
        self.missingFiles = missingFiles
    }

    /// Percentage in 0…100; nil when there is nothing executable.
    public var percent: Double? {
        executableLines == 0 ? nil : Double(coveredLines) * 100 / Double(executableLines)
    }
}

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
    /// Coverage per feature (default feature: the Gather screen).
    public var featureCoverage: [CoverageFigure]
    /// Coverage per role (`viewController`, `presenter`, …).
    public var roleCoverage: [CoverageFigure]
    /// Logs of every command run for this variant, relative to the output folder.
    public var logPaths: [String]
    /// Things worth knowing that did not stop the measurement (no coverage data, a test count that
    /// changed between runs); nil when none.
    public var diagnostics: [String]?
    /// Where the compiler spent its type-checking time, by role and feature; nil when not measured.
    public var typeChecking: TypeCheckProfile?
    /// The compiler's work counters per file, role and feature; nil when not measured.
    public var compileWork: CompileWorkProfile?

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
        self.typeChecking = typeChecking
        self.compileWork = compileWork
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

    public func timing(_ measure: TimingMeasure) -> SampleStatistics? { timings[measure.rawValue] }
    public func cpuTiming(_ measure: TimingMeasure) -> SampleStatistics? {
        cpuTimings?[measure.rawValue]
    }
}

/// The compiler's per-function type-checking times of one untimed build
/// (`-Xfrontend -debug-time-function-bodies`), added up per file and so per role and feature.
/// Only function bodies are timed (declarations, expressions outside functions, code generation
/// are not), and each body once per compilation that checks it.
public struct TypeCheckProfile: Codable, Equatable, Sendable {
    /// One group's share: a role or a feature.
    public struct Share: Codable, Equatable, Sendable {
        public var name: String
        public var milliseconds: Double
        /// Function bodies timed in the group's files.
        public var functions: Int

        public init(name: String, milliseconds: Double, functions: Int) {
            self.name = name
            self.milliseconds = milliseconds
            self.functions = functions
        }
    }

    /// One function body and its time.
    public struct Function: Codable, Equatable, Sendable {
        /// Relative to the variant's package folder.
        public var file: String
        public var line: Int
        /// The compiler's description, e.g. `instance method LoginViewController.setupViews()`.
        public var name: String
        public var milliseconds: Double

        public init(file: String, line: Int, name: String, milliseconds: Double) {
            self.file = file
            self.line = line
            self.name = name
            self.milliseconds = milliseconds
        }
    }

    /// Every body in the variant's own files (the files its roles list).
    public var ownMilliseconds: Double
    public var ownFunctions: Int
    /// Bodies in every other file compiled: dependencies such as the bundled core's Kit, and
    /// files of the package no role lists.
    public var otherMilliseconds: Double
    public var byRole: [Share]
    public var byFeature: [Share]
    /// The slowest bodies of the variant's own files, slowest first (at most ten).
    public var slowestFunctions: [Function]

    public init(
        ownMilliseconds: Double, ownFunctions: Int, otherMilliseconds: Double, byRole: [Share],
        byFeature: [Share], slowestFunctions: [Function]
    ) {
        self.ownMilliseconds = ownMilliseconds
        self.ownFunctions = ownFunctions
        self.otherMilliseconds = otherMilliseconds
        self.byRole = byRole
        self.byFeature = byFeature
        self.slowestFunctions = slowestFunctions
    }
}

/// The machine a measurement ran on; timings from different environments are not comparable.
public struct EnvironmentInfo: Codable, Equatable, Sendable {
    public var swiftVersion: String
    public var operatingSystem: String
    public var cpuModel: String
    public var cpuCores: Int
    public var memoryBytes: UInt64
    /// 1, 5 and 15-minute load averages when the run started.
    public var loadAverage: [Double]
    public var date: Date
    public var hostName: String

    public init(
        swiftVersion: String, operatingSystem: String, cpuModel: String, cpuCores: Int,
        memoryBytes: UInt64,
        loadAverage: [Double], date: Date, hostName: String
    ) {
        self.swiftVersion = swiftVersion
        self.operatingSystem = operatingSystem
        self.cpuModel = cpuModel
        self.cpuCores = cpuCores
        self.memoryBytes = memoryBytes
        self.loadAverage = loadAverage
        self.date = date
        self.hostName = hostName
    }
}

/// The machine's load around one round of runs (every variant once), for the contention guard.
public struct RoundLoad: Codable, Equatable, Sendable {
    /// 1-based among the warm-up rounds if `isWarmup`, else among the measured rounds.
    public var round: Int
    public var isWarmup: Bool
    /// 1-minute load average just before the round's first command and just after its last.
    public var loadBefore: Double
    public var loadAfter: Double
    /// The tool's own share of the load: its commands' CPU seconds over the round's wall time
    /// (the average number of cores its builds kept busy), which the load average includes.
    public var ownLoad: Double
    /// Other work kept more runnable processes than there are cores: the round's wall times are
    /// suspect (CPU times much less so).
    public var busy: Bool

    public init(
        round: Int, isWarmup: Bool, loadBefore: Double, loadAfter: Double, ownLoad: Double,
        busy: Bool
    ) {
        self.round = round
        self.isWarmup = isWarmup
        self.loadBefore = loadBefore
        self.loadAfter = loadAfter
        self.ownLoad = ownLoad
        self.busy = busy
    }
}

/// A whole measurement run over several variants.
public struct MeasurementReport: Codable, Equatable, Sendable {
    public var environment: EnvironmentInfo
    public var runs: Int
    public var warmup: Int
    /// The variant ratios are computed against (default MVC).
    public var referenceVariant: String
    public var variants: [VariantMeasurement]
    /// Wall time of the whole run, and the part not spent in child processes.
    public var wallSeconds: Double
    public var toolOverheadSeconds: Double
    /// The load around each round; nil in snapshots from before it was recorded.
    public var rounds: [RoundLoad]?
    /// Adaptive sampling's target (the 95% interval's half-width over the mean, 0.03 for 3%) and
    /// its cap on measured rounds; nil when the run had a fixed number of runs.
    public var precisionTarget: Double?
    public var maxRuns: Int?

    public init(
        environment: EnvironmentInfo, runs: Int, warmup: Int, referenceVariant: String,
        variants: [VariantMeasurement], wallSeconds: Double, toolOverheadSeconds: Double,
        rounds: [RoundLoad]? = nil, precisionTarget: Double? = nil, maxRuns: Int? = nil
    ) {
        self.rounds = rounds
        self.precisionTarget = precisionTarget
        self.maxRuns = maxRuns
        self.environment = environment
        self.runs = runs
        self.warmup = warmup
        self.referenceVariant = referenceVariant
        self.variants = variants
        self.wallSeconds = wallSeconds
        self.toolOverheadSeconds = toolOverheadSeconds
    }
}
