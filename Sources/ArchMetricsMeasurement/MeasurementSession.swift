import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// One `MeasurementHarness.measure` call: schedules the measures (timed runs interleaved across
/// variants, then the untimed measures per variant) and keeps the mutable bookkeeping of the run
/// (samples, statuses, logs, child time) out of the harness's public, immutable face. What each
/// measure runs and records lives in its own type (`TimedBuilds`, `CoverageMeasure`, …); they
/// call back into the session to run commands and record what they found.
final class MeasurementSession {
    let options: MeasurementOptions
    let variants: [MeasuredVariant]
    let progress: MeasurementProgress
    /// Log and scratch folder naming, shared by every measure.
    let folders: MeasurementFolders
    private let runner: ProcessRunner
    private let runMeasures: [any RunMeasure]
    private let untimedMeasures: [any UntimedMeasure]
    private var states: [VariantMeasurementState]
    /// Time spent inside child processes; the rest of the wall time is the tool's overhead.
    private var childSeconds = 0.0
    /// CPU seconds of all child processes so far, for the tool's own share of the load.
    private var childCPUSeconds = 0.0
    private var contention: ContentionGuard
    private var timeLeft: TimeLeftEstimate
    /// `swift --version`'s first line, once known: the compiler that counted the compile work.
    private(set) var compilerVersion = ""
    /// The untimed measure running now (variant index, index into `untimedMeasures`).
    private var untimedPosition = (variant: 0, measure: 0)

    init(options: MeasurementOptions, variants: [MeasuredVariant], cancellation: CancellationToken)
        throws
    {
        self.options = options
        self.variants = variants
        runner = ProcessRunner(
            timeoutSeconds: options.timeoutSeconds, killGraceSeconds: options.killGraceSeconds,
            cancellation: cancellation)
        progress = MeasurementProgress(options: options)
        folders = MeasurementFolders(
            logsFolder: options.logsFolder, scratch: try ScratchSpace(),
            variantNames: variants.map(\.name))
        runMeasures = [TimedBuilds(), TimedTests()]
        var untimed: [any UntimedMeasure] = []
        if options.measureCoverage { untimed.append(CoverageMeasure()) }
        if options.measureTypeChecking { untimed.append(TypeCheckingMeasure()) }
        if options.measureCompileWork { untimed.append(CompileWorkMeasure()) }
        untimedMeasures = untimed
        states = Array(repeating: VariantMeasurementState(), count: variants.count)
        contention = ContentionGuard(loadAverage: options.loadAverage)
        timeLeft = TimeLeftEstimate(variantCount: variants.count, untimedCount: untimed.count)
    }

    /// How long `swift --version` may take.
    static let versionTimeoutSeconds = 30.0

    func run() throws -> MeasurementReport {
        let scratch = folders.scratch
        defer { scratch.removeAll() }
        // A short timeout of its own: the version asks nothing of the build, and a toolchain
        // that hangs on it (under `ulimit -v`) should not cost the builds' timeout.
        var versionRunner = runner
        versionRunner.timeoutSeconds = min(runner.timeoutSeconds, Self.versionTimeoutSeconds)
        let versionOutcome = try versionRunner.run(
            options.swiftExecutable, ["--version"],
            logFile: folders.logFile("swift-version.log", variant: nil))
        guard versionOutcome.succeeded else {
            let how =
                versionOutcome.timedOut
                ? "timed out after \(versionRunner.timeoutSeconds) s"
                : "\(versionOutcome.termination)"
            throw ArchMetricsError.input(
                "'\(options.swiftExecutable) --version' failed (\(how)); see \(versionOutcome.logFile.path)"
            )
        }
        let environment = EnvironmentInfo.capture(swiftVersionOutput: versionOutcome.logText())
        compilerVersion = environment.swiftVersion

        // With timings off (the compile-work fast path) no timed run is scheduled at all.
        let steps =
            options.measureTimings
            ? MeasurementSchedule.steps(
                variantCount: variants.count, runs: options.runs, warmup: options.warmup) : []
        try runSteps(steps, cores: environment.cpuCores)
        var roundsDone = options.measureTimings ? options.runs : 0
        if let precision = options.precision, options.measureTimings {
            while AdaptiveSampling.needsAnotherRound(
                adaptiveSamples(), precision: precision, roundsDone: roundsDone,
                maxRuns: options.maxRuns)
            {
                roundsDone += 1
                let round = MeasurementSchedule.steps(
                    variantCount: variants.count, runs: 1, warmup: 0
                ).map { step in
                    var step = step
                    step.runNumber = roundsDone
                    return step
                }
                try runSteps(round, cores: environment.cpuCores)
            }
        }
        // Nothing is timed from here on: used scratch folders can go while these builds run.
        for variantIndex in variants.indices {
            for (measureIndex, measure) in untimedMeasures.enumerated()
            where measure.applies(to: states[variantIndex]) {
                scratch.emptyTrashInBackground()
                untimedPosition = (variantIndex, measureIndex)
                timeLeft.start(
                    .untimed(variantIndex: variantIndex, measureIndex: measureIndex),
                    at: progress.elapsedSeconds)
                try folders.withScratchFolder(
                    variant: variants[variantIndex].name, measure.scratchPurpose
                ) { try measure.measure(variantIndex, scratchFolder: $0, in: self) }
                timeLeft.finish(at: progress.elapsedSeconds)
            }
        }
        scratch.emptyTrashInBackground()

        // One line, in the report's words: the report's ⚠ table names each mean and its runs.
        let means = states.flatMap { $0.samples.values }
        let varied = means.filter { SampleStatistics.from($0).isNoisy }.count
        if varied > 0 {
            progress.report(
                "\(varied) of the \(means.count) averages come from runs that varied by more than \(Int(SampleStatistics.noisyCoefficientOfVariation * 100))% (marked ⚠ in the report, with their runs)"
            )
        }
        // Cleaning up is part of the run's cost: the wall time is taken after it.
        scratch.removeAll()
        // A Ctrl-C after the last command still means "no report".
        if runner.cancellation.isCancelled { throw ArchMetricsError.interrupted() }
        let wallSeconds = progress.elapsedSeconds
        let overhead = max(0, wallSeconds - childSeconds)
        progress.detail(
            String(
                format: "done in %@; tool overhead %.2f s (%.2f%% of the wall time)",
                MeasurementProgress.clockText(wallSeconds), overhead,
                wallSeconds > 0 ? overhead * 100 / wallSeconds : 0))
        let rounds = contention.rounds
        return MeasurementReport(
            environment: environment, runs: roundsDone, warmup: options.warmup,
            referenceVariant: options.referenceVariant,
            variants: variants.indices.map { index in
                var measurement = states[index].measurement(variant: variants[index].name)
                if let commands = variants[index].commands, !commands.isSwiftPM {
                    measurement.buildCommand = commands.build
                }
                return measurement
            },
            wallSeconds: wallSeconds, toolOverheadSeconds: overhead,
            rounds: rounds.isEmpty ? nil : rounds, precisionTarget: options.precision,
            maxRuns: options.precision == nil ? nil : options.maxRuns)
    }

    /// Runs `steps` in order, skipping variants that failed, and records the load around each round.
    private func runSteps(_ steps: [MeasurementSchedule.Step], cores: Int) throws {
        var round: ContentionGuard.RoundStart?
        for (index, step) in steps.enumerated() where states[step.variantIndex].isMeasurable {
            if round?.step.runNumber != step.runNumber || round?.step.isWarmup != step.isWarmup {
                if let round { finishRound(round, cores: cores) }
                round = contention.start(
                    step, seconds: progress.elapsedSeconds, cpuSeconds: childCPUSeconds)
            }
            timeLeft.start(.step(variantIndex: step.variantIndex), at: progress.elapsedSeconds)
            let remaining = Array(steps[(index + 1)...])
            for measure in runMeasures where states[step.variantIndex].isMeasurable {
                try folders.withScratchFolder(
                    variant: variants[step.variantIndex].name,
                    MeasurementFolders.runPurpose(step, measure.scratchPurpose)
                ) { try measure.measure(step, scratchFolder: $0, remaining: remaining, in: self) }
            }
            timeLeft.finish(at: progress.elapsedSeconds)
        }
        if let round { finishRound(round, cores: cores) }
    }

    private func finishRound(_ round: ContentionGuard.RoundStart, cores: Int) {
        contention.finish(
            round, cores: cores, seconds: progress.elapsedSeconds, cpuSeconds: childCPUSeconds,
            progress: progress)
    }

    /// The wall-time samples adaptive sampling judges: every measure of every variant still
    /// measured. Test execution is left out: the runner's own figure is milliseconds of
    /// scheduling noise that no number of runs brings to a few percent, and it is not a build.
    private func adaptiveSamples() -> [[Double]] {
        states.filter(\.isMeasurable).flatMap { state in
            state.samples.filter { $0.key != .testExecution }.sorted {
                $0.key.rawValue < $1.key.rawValue
            }.map(\.value)
        }
    }

    // MARK: - For the measures: running commands

    /// One command of a timed run (`command`: the whole argument list, executable first),
    /// announced with the time left and logged per run as `<run>-<what>-<logKind>.log`.
    func runStep(
        _ step: MeasurementSchedule.Step, _ what: String, _ command: [String], logKind: String,
        remaining: [MeasurementSchedule.Step],
        observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome {
        let label = runLabel(step)
        progress.report(
            "\(variants[step.variantIndex].name) \(label): \(what)…",
            secondsLeft: timeLeft.secondsLeft(
                at: progress.elapsedSeconds, after: remaining, untimedFrom: (0, 0),
                untimed: untimedMeasures, states: states))
        let logName = MeasurementFolders.logName(step, what, command: logKind)
        let outcome = try runCommand(
            command, logName: logName, variantIndex: step.variantIndex, observe: observe)
        progress.report(
            "\(variants[step.variantIndex].name) \(label): \(what) took \(String(format: "%.2f", outcome.durationSeconds)) s"
        )
        progress.detail("  log: \(outcome.logFile.path)")
        return outcome
    }

    /// Runs the configured `swift` with `arguments`, as `runCommand` does.
    func runSwift(
        _ arguments: [String], logName: String, variantIndex: Int?,
        observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome {
        try runCommand(
            [options.swiftExecutable] + arguments, logName: logName, variantIndex: variantIndex,
            observe: observe)
    }

    /// Runs `command` (executable first) with its log under `<logs>/<variant>/` (or `<logs>/`
    /// for the tool-wide commands) and adds its time to the child total; `observe` sees its
    /// output as it comes. Processes the command left running were ended by the runner: a note
    /// says so.
    func runCommand(
        _ command: [String], logName: String, variantIndex: Int?,
        observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome {
        let logFile = folders.logFile(logName, variant: variantIndex.map { variants[$0].name })
        let outcome = try runner.run(
            command[0], Array(command.dropFirst()), logFile: logFile, observe: observe)
        if let variantIndex, !outcome.strayProcesses.isEmpty {
            let count = outcome.strayProcesses.count
            note(
                "'\(commandName(command))' left \(count) process\(count == 1 ? "" : "es") running after it exited (\(outcome.strayProcesses.prefix(4).joined(separator: ", "))); they were killed",
                variantIndex)
        }
        childSeconds += outcome.durationSeconds
        childCPUSeconds += outcome.usage.cpuSeconds
        if let variantIndex {
            states[variantIndex].logPaths.append(folders.relativeLogPath(logFile))
        }
        return outcome
    }

    /// `swift build` for the configured swift, else the executable's name and first argument.
    private func commandName(_ command: [String]) -> String {
        let executable =
            command[0] == options.swiftExecutable
            ? "swift" : URL(fileURLWithPath: command[0]).lastPathComponent
        return ([executable] + command.dropFirst().prefix(1)).joined(separator: " ")
    }

    /// The time left from the untimed measure running now on (it included).
    func secondsLeftInUntimedMeasures() -> Double? {
        timeLeft.secondsLeft(
            at: progress.elapsedSeconds, after: [],
            untimedFrom: (untimedPosition.variant, untimedPosition.measure + 1),
            untimed: untimedMeasures, states: states)
    }

    // MARK: - For the measures: bookkeeping

    func accept(
        _ outcome: ProcessOutcome, _ step: MeasurementSchedule.Step, _ what: String,
        failure: VariantMeasurement.Status, crash: String? = nil
    ) -> Bool {
        accept(outcome, step, step.variantIndex, what, failure: failure, crash: crash)
    }

    /// True when the command succeeded; otherwise marks the variant failed, with the reason
    /// (a crashed test process said as such: its counts are only those before the crash).
    func accept(
        _ outcome: ProcessOutcome, _ step: MeasurementSchedule.Step?, _ variantIndex: Int,
        _ what: String,
        failure: VariantMeasurement.Status, crash: String? = nil
    ) -> Bool {
        if outcome.succeeded { return true }
        let when = step.map { " (\(runLabel($0)))" } ?? ""
        let log = folders.relativeLogPath(outcome.logFile)
        if outcome.timedOut {
            states[variantIndex].status = .timedOut
            states[variantIndex].failureReason =
                "\(what)\(when) timed out after \(Int(options.timeoutSeconds)) s; log: \(log)"
        } else {
            states[variantIndex].status = failure
            let kind =
                crash.map { "tests crashed (\($0))" }
                ?? (failure == .testsFailed ? "tests failed" : "build failed")
            states[variantIndex].failureReason =
                "\(what)\(when): \(kind), \(outcome.termination); log: \(log)"
        }
        progress.report(
            "\(variants[variantIndex].name): \(states[variantIndex].failureReason ?? "failed"); not measured further"
        )
        return false
    }

    /// Wall time, CPU time and peak memory of a timed command.
    func record(
        _ measure: TimingMeasure, _ outcome: ProcessOutcome, _ step: MeasurementSchedule.Step
    ) {
        record(measure, outcome.durationSeconds, step)
        guard !step.isWarmup else { return }
        states[step.variantIndex].cpuSamples[measure, default: []].append(outcome.usage.cpuSeconds)
        states[step.variantIndex].memorySamples[measure, default: []].append(
            Double(outcome.usage.peakResidentBytes))
    }

    /// Warm-up samples are thrown away: they exist to warm caches.
    func record(_ measure: TimingMeasure, _ seconds: Double, _ step: MeasurementSchedule.Step) {
        guard !step.isWarmup else { return }
        states[step.variantIndex].samples[measure, default: []].append(seconds)
    }

    /// What the test output itself says went wrong beyond the counts: bytes that are not UTF-8
    /// (SwiftPM may drop XCTest's output after them), a summary missing from a run that
    /// succeeded, output the log left out.
    func noteTestOutput(_ summary: TestRunSummary, _ outcome: ProcessOutcome, _ variantIndex: Int) {
        let log = folders.relativeLogPath(outcome.logFile)
        let invalid = summary.invalidUTF8Lines
        if invalid > 0 {
            note(
                "the test output has \(invalid == 1 ? "1 line that is" : "\(invalid) lines that are") not UTF-8 (read with U+FFFD); SwiftPM may drop the test runner's output after such a line, so the test counts may be incomplete; log: \(log)",
                variantIndex)
        }
        if outcome.succeeded && summary.counts == nil {
            note(
                "\(commands(variantIndex).testName) succeeded but printed no XCTest or Swift Testing summary; test counts unknown; log: \(log)",
                variantIndex)
        }
        if outcome.omittedOutputBytes > 0 {
            note(
                "the test run printed more than the log keeps: \(outcome.omittedOutputBytes) bytes in the middle were left out of \(log) (every byte was read for the counts)",
                variantIndex)
        }
    }

    func recordTestCounts(_ counts: TestCounts?, _ variantIndex: Int) {
        guard let counts else { return }
        if let previous = states[variantIndex].tests, previous != counts {
            note(
                "test counts changed between runs: \(previous.ran) ran/\(previous.failed) failed, then \(counts.ran) ran/\(counts.failed) failed",
                variantIndex)
        }
        states[variantIndex].tests = counts
    }

    /// An untimed measure's findings.
    func update(_ variantIndex: Int, _ change: (inout VariantMeasurementState) -> Void) {
        change(&states[variantIndex])
    }

    /// Records `message` once per variant: a problem met in every round is one problem.
    func note(_ message: String, _ variantIndex: Int) {
        guard !states[variantIndex].diagnostics.contains(message) else { return }
        states[variantIndex].diagnostics.append(message)
        progress.report("\(variants[variantIndex].name): note: \(message)")
    }

    private func runLabel(_ step: MeasurementSchedule.Step) -> String {
        step.isWarmup
            ? "warm-up \(step.runNumber)/\(options.warmup)"
            : step.runNumber > options.runs
                ? "run \(step.runNumber) (adaptive, at most \(options.maxRuns))"
                : "run \(step.runNumber)/\(options.runs)"
    }
}
