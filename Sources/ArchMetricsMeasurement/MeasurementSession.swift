import ArchMetricsModel
import ArchMetricsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One `MeasurementHarness.measure` call: the mutable bookkeeping of a run (samples, statuses,
/// logs, child time) kept out of the harness's public, immutable face.
final class MeasurementSession {
    private let options: MeasurementOptions
    private let variants: [MeasuredVariant]
    private let runner: ProcessRunner
    private let progress: MeasurementProgress
    private let scratch: ScratchSpace
    /// Each variant's folder name under the logs and scratch folders (`FolderName`).
    private let folderNames: [String]
    private var states: [VariantState]
    /// Time spent inside child processes; the rest of the wall time is the tool's overhead.
    private var childSeconds = 0.0
    /// Wall time of each finished schedule step per variant, for the time-left estimate.
    private var stepSeconds: [[Double]]
    /// CPU seconds of all child processes so far, for the tool's own share of the load.
    private var childCPUSeconds = 0.0
    /// The load around each finished round.
    private var rounds: [RoundLoad] = []

    /// What is known so far about one variant.
    private struct VariantState {
        var status = VariantMeasurement.Status.ok
        var failureReason: String?
        var samples: [TimingMeasure: [Double]] = [:]
        var cpuSamples: [TimingMeasure: [Double]] = [:]
        var memorySamples: [TimingMeasure: [Double]] = [:]
        var tests: TestCounts?
        var featureCoverage: [CoverageFigure] = []
        var roleCoverage: [CoverageFigure] = []
        var logPaths: [String] = []
        var diagnostics: [String] = []
        var typeChecking: TypeCheckProfile?
        /// After a failure a variant is not run again: its figures would not be comparable.
        var isMeasurable: Bool { status == .ok }
    }

    init(options: MeasurementOptions, variants: [MeasuredVariant], cancellation: CancellationToken)
        throws
    {
        self.options = options
        self.variants = variants
        runner = ProcessRunner(
            timeoutSeconds: options.timeoutSeconds, killGraceSeconds: options.killGraceSeconds,
            cancellation: cancellation)
        progress = MeasurementProgress(options: options)
        scratch = try ScratchSpace()
        folderNames = FolderName.unique(for: variants.map(\.name))
        states = Array(repeating: VariantState(), count: variants.count)
        stepSeconds = Array(repeating: [], count: variants.count)
    }

    func run() throws -> MeasurementReport {
        defer { scratch.removeAll() }
        let versionOutcome = try runSwift(
            ["--version"], logName: "swift-version.log", variantIndex: nil)
        guard versionOutcome.succeeded else {
            let how =
                versionOutcome.timedOut
                ? "timed out after \(options.timeoutSeconds) s" : "\(versionOutcome.termination)"
            throw ArchMetricsError.input(
                "'\(options.swiftExecutable) --version' failed (\(how)); see \(versionOutcome.logFile.path)"
            )
        }
        let environment = EnvironmentInfo.capture(swiftVersionOutput: versionOutcome.logText())

        let steps = MeasurementSchedule.steps(
            variantCount: variants.count, runs: options.runs, warmup: options.warmup)
        try runSteps(steps, cores: environment.cpuCores)
        var roundsDone = options.runs
        if let precision = options.precision {
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
        for variantIndex in variants.indices where states[variantIndex].isMeasurable {
            if options.measureCoverage {
                scratch.emptyTrashInBackground()
                try measureCoverage(variantIndex)
            }
            if options.measureTypeChecking, states[variantIndex].isMeasurable {
                scratch.emptyTrashInBackground()
                try measureTypeChecking(variantIndex)
            }
        }
        scratch.emptyTrashInBackground()

        for (variantIndex, state) in states.enumerated() {
            for (measure, samples) in state.samples.sorted(by: { $0.key.rawValue < $1.key.rawValue }
            ) {
                let statistics = SampleStatistics.from(samples)
                if statistics.isNoisy {
                    progress.report(
                        String(
                            format:
                                "%@ %@: noisy, standard deviation %.0f%% of the mean (samples %@)",
                            variants[variantIndex].name, measure.rawValue,
                            statistics.coefficientOfVariation * 100,
                            samples.map { String(format: "%.2f", $0) }.joined(separator: ", ")))
                }
            }
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
        return MeasurementReport(
            environment: environment, runs: roundsDone, warmup: options.warmup,
            referenceVariant: options.referenceVariant,
            variants: variants.indices.map(measurement(of:)),
            wallSeconds: wallSeconds, toolOverheadSeconds: overhead,
            rounds: rounds.isEmpty ? nil : rounds, precisionTarget: options.precision,
            maxRuns: options.precision == nil ? nil : options.maxRuns)
    }

    /// Runs `steps` in order, skipping variants that failed, and records the load around each round.
    private func runSteps(_ steps: [MeasurementSchedule.Step], cores: Int) throws {
        var round: RoundStart?
        for (index, step) in steps.enumerated() where states[step.variantIndex].isMeasurable {
            if round?.step.runNumber != step.runNumber || round?.step.isWarmup != step.isWarmup {
                if let round { finishRound(round, cores: cores) }
                round = startRound(step)
            }
            let stepStart = progress.elapsedSeconds
            let remaining = Array(steps[(index + 1)...])
            try measureBuilds(step, remaining: remaining)
            if states[step.variantIndex].isMeasurable {
                try measureTests(step, remaining: remaining)
            }
            stepSeconds[step.variantIndex].append(progress.elapsedSeconds - stepStart)
        }
        if let round { finishRound(round, cores: cores) }
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

    // MARK: - Contention guard

    /// What is known when a round starts.
    private struct RoundStart {
        var step: MeasurementSchedule.Step
        var load: Double?
        var seconds: Double
        var cpuSeconds: Double
        /// The previous round's own load, still in the 1-minute average at this start.
        var previousOwnLoad: Double
    }

    private func startRound(_ step: MeasurementSchedule.Step) -> RoundStart {
        RoundStart(
            step: step, load: currentLoad(), seconds: progress.elapsedSeconds,
            cpuSeconds: childCPUSeconds, previousOwnLoad: rounds.last?.ownLoad ?? 0)
    }

    /// Records the load around the round. The load average counts the tool's own builds too (a
    /// parallel build alone brings a 2-core machine to about 2), so the round is marked busy only
    /// when the load minus the tool's own average parallelism exceeds the core count: other work
    /// then wanted more than the whole machine.
    private func finishRound(_ start: RoundStart, cores: Int) {
        guard let before = start.load, let after = currentLoad() else { return }
        let seconds = progress.elapsedSeconds - start.seconds
        let ownLoad = seconds > 0 ? (childCPUSeconds - start.cpuSeconds) / seconds : 0
        let others = max(before - start.previousOwnLoad, after - ownLoad)
        let busy = cores > 0 && others > Double(cores)
        rounds.append(
            RoundLoad(
                round: start.step.runNumber, isWarmup: start.step.isWarmup, loadBefore: before,
                loadAfter: after, ownLoad: ownLoad, busy: busy))
        if busy {
            progress.report(
                String(
                    format:
                        "%@ %d: machine busy (load %.2f before, %.2f after, %.2f of it ours, %d cores); its wall times are suspect",
                    start.step.isWarmup ? "warm-up round" : "round", start.step.runNumber, before,
                    after, ownLoad, cores))
        }
    }

    private func currentLoad() -> Double? {
        options.loadAverage.map { $0() } ?? EnvironmentInfo.currentLoadAverage()
    }

    // MARK: - Measures

    /// Clean build in a fresh scratch folder, the same build again, then one file touched and built.
    private func measureBuilds(
        _ step: MeasurementSchedule.Step, remaining: [MeasurementSchedule.Step]
    ) throws {
        let variant = variants[step.variantIndex]
        let scratchFolder = try scratchFolder(step, "build")
        defer { scratch.discard(scratchFolder) }
        let arguments = [
            "build", "--package-path", variant.packageFolder.path, "--scratch-path",
            scratchFolder.path,
        ]

        let clean = try runStep(step, "clean build", arguments, remaining: remaining)
        guard accept(clean, step, "clean build", failure: .buildFailed) else { return }
        record(.cleanBuild, clean, step)

        let null = try runStep(step, "nothing-changed build", arguments, remaining: remaining)
        guard accept(null, step, "nothing-changed build", failure: .buildFailed) else { return }
        record(.nullBuild, null, step)

        if let touchFile = variant.incrementalTouchFile {
            guard touch([touchFile], step, "no incremental build measured") else { return }
            let incremental = try runStep(
                step, "incremental build (\(touchFile) touched)", arguments, remaining: remaining)
            guard accept(incremental, step, "incremental build", failure: .buildFailed) else {
                return
            }
            record(.incrementalBuild, incremental, step)
        }

        // Every file of the variant touched, nothing else: SwiftPM recompiles the variant's own
        // targets and relinks, while its dependencies (the bundled core's Kit) stay built.
        // Deleting the targets' build folders instead leaves SwiftPM's build database out of step
        // with the folder (it fails to find its output file maps), so touching is what SwiftPM allows.
        let ownFiles = variant.ownSourceFiles
        guard !ownFiles.isEmpty else { return }
        guard touch(ownFiles, step, "no variant-only build measured") else { return }
        let variantOnly = try runStep(
            step, "variant-only build (\(ownFiles.count) files touched)", arguments,
            remaining: remaining)
        guard accept(variantOnly, step, "variant-only build", failure: .buildFailed) else { return }
        record(.variantBuild, variantOnly, step)
    }

    /// Bumps the modification time of `files` (relative to the package folder); content stays as
    /// it is, so there is nothing to restore. False, with a note saying `consequence`, when one
    /// cannot be touched.
    private func touch(_ files: [String], _ step: MeasurementSchedule.Step, _ consequence: String)
        -> Bool
    {
        let packageFolder = variants[step.variantIndex].packageFolder
        for file in files
        where utimensat(AT_FDCWD, packageFolder.appendingPathComponent(file).path, nil, 0) != 0 {
            note(
                "cannot touch \(file) (\(String(cString: strerror(errno)))); \(consequence)",
                step.variantIndex)
            return false
        }
        return true
    }

    /// `swift test` in a fresh scratch folder: build plus run. The test execution time is the
    /// runners' own figure from that same output rather than a second `swift test --skip-build`:
    /// one command per run instead of two, and the runner's clock excludes process start-up and
    /// test discovery, which are not the tests' cost.
    private func measureTests(
        _ step: MeasurementSchedule.Step, remaining: [MeasurementSchedule.Step]
    ) throws {
        let variant = variants[step.variantIndex]
        let scratchFolder = try scratchFolder(step, "test")
        defer { scratch.discard(scratchFolder) }
        let reader = TestOutputReader()
        let outcome = try runStep(
            step, "clean test run",
            [
                "test", "--package-path", variant.packageFolder.path, "--scratch-path",
                scratchFolder.path,
            ],
            remaining: remaining, observe: reader.consume)
        let summary = reader.summary
        noteTestOutput(summary, outcome, step.variantIndex)
        recordTestCounts(summary.counts, step.variantIndex)
        guard
            accept(
                outcome, step, "clean test run",
                failure: summary.counts == nil && summary.crash == nil
                    ? .buildFailed : .testsFailed,
                crash: summary.crash)
        else { return }
        record(.cleanTest, outcome, step)
        if let executionSeconds = summary.executionSeconds {
            record(.testExecution, executionSeconds, step)
        } else {
            note(
                "no XCTest or Swift Testing summary in \(relativeLogPath(outcome.logFile)); test execution time not measured",
                step.variantIndex)
        }
    }

    /// One untimed `swift test --enable-code-coverage`, then the llvm-cov export it leaves.
    private func measureCoverage(_ variantIndex: Int) throws {
        let variant = variants[variantIndex]
        let scratchFolder = try scratch.folder(folderNames[variantIndex], "coverage")
        defer { scratch.discard(scratchFolder) }
        let arguments = [
            "test", "--package-path", variant.packageFolder.path, "--scratch-path",
            scratchFolder.path, "--enable-code-coverage",
        ]
        progress.report(
            "\(variant.name) coverage: swift test --enable-code-coverage (untimed)",
            secondsLeft: estimateSecondsLeft(after: [], extraBuildsFrom: variantIndex))
        let reader = TestOutputReader()
        let outcome = try runSwift(
            arguments, logName: "coverage-test.log", variantIndex: variantIndex,
            observe: reader.consume)
        let summary = reader.summary
        guard
            accept(
                outcome, nil, variantIndex, "coverage test run",
                failure: summary.counts == nil && summary.crash == nil
                    ? .buildFailed : .testsFailed,
                crash: summary.crash)
        else { return }
        let pathOutcome = try runSwift(
            arguments + ["--show-codecov-path"], logName: "coverage-path.log",
            variantIndex: variantIndex)
        guard pathOutcome.succeeded, let path = Self.codecovPath(inLog: pathOutcome.logText())
        else {
            note(
                "swift test --show-codecov-path gave no path (\(pathOutcome.termination)); no coverage figures",
                variantIndex)
            return
        }
        do {
            let export = try CoverageExport.load(from: URL(fileURLWithPath: path))
            func figures(_ groups: [String: [String]]) -> [CoverageFigure] {
                groups.keys.sorted().map {
                    export.figure(
                        name: $0, files: groups[$0] ?? [], packageFolder: variant.packageFolder)
                }
            }
            states[variantIndex].featureCoverage = figures(variant.features)
            states[variantIndex].roleCoverage = figures(variant.roles)
            for figure in states[variantIndex].featureCoverage + states[variantIndex].roleCoverage {
                if let missing = figure.missingFiles {
                    note(
                        "\(figure.name): no coverage data for \(missing.joined(separator: ", "))",
                        variantIndex)
                }
            }
            let figures = states[variantIndex].featureCoverage.map { figure in
                "\(figure.name) \(figure.percent.map { String(format: "%.1f%%", $0) } ?? "n/a")"
            }
            progress.report(
                "\(variant.name) coverage: "
                    + (figures.isEmpty
                        ? "measured; no features given" : figures.joined(separator: ", ")))
        } catch let error as ArchMetricsError {
            note("\(error.message); no coverage figures", variantIndex)
        }
    }

    /// One untimed clean build with the compiler timing every function body it type-checks,
    /// added up by role and feature. A toolchain without the flag fails the build or prints no
    /// times: either way a note, and the variant's other figures stand.
    private func measureTypeChecking(_ variantIndex: Int) throws {
        let variant = variants[variantIndex]
        let scratchFolder = try scratch.folder(folderNames[variantIndex], "type-check")
        defer { scratch.discard(scratchFolder) }
        progress.report(
            "\(variant.name) type-checking: swift build -debug-time-function-bodies (untimed)",
            secondsLeft: estimateSecondsLeft(after: [], extraBuildsFrom: variantIndex + 1))
        let outcome = try runSwift(
            [
                "build", "--package-path", variant.packageFolder.path, "--scratch-path",
                scratchFolder.path,
            ] + TypeCheckTimes.buildArguments,
            logName: "type-check-build.log", variantIndex: variantIndex)
        let log = relativeLogPath(outcome.logFile)
        guard outcome.succeeded else {
            note(
                "the build with -debug-time-function-bodies failed (\(outcome.termination)); no type-checking figures; log: \(log)",
                variantIndex)
            return
        }
        guard let profile = TypeCheckTimes.profile(log: outcome.logText(), variant: variant) else {
            note(
                "no -debug-time-function-bodies times in \(log); no type-checking figures",
                variantIndex)
            return
        }
        states[variantIndex].typeChecking = profile
        progress.report(
            String(
                format: "%@ type-checking: %.0f ms in %d function bodies of its own files",
                variant.name, profile.ownMilliseconds, profile.ownFunctions))
    }

    /// The last line of `--show-codecov-path`'s log that names a JSON file.
    static func codecovPath(inLog log: String) -> String? {
        log.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .last { $0.hasPrefix("/") && $0.hasSuffix(".json") }
    }

    // MARK: - Running and bookkeeping

    private func runStep(
        _ step: MeasurementSchedule.Step, _ what: String, _ arguments: [String],
        remaining: [MeasurementSchedule.Step],
        observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome {
        let label = runLabel(step)
        progress.report(
            "\(variants[step.variantIndex].name) \(label): \(what)…",
            secondsLeft: estimateSecondsLeft(after: remaining))
        let logName =
            "\(step.isWarmup ? "warmup" : "run")\(step.runNumber)-\(what.prefix { $0 != " " })-\(arguments[0]).log"
        let outcome = try runSwift(
            arguments, logName: logName, variantIndex: step.variantIndex, observe: observe)
        progress.report(
            "\(variants[step.variantIndex].name) \(label): \(what) took \(String(format: "%.2f", outcome.durationSeconds)) s"
        )
        progress.detail("  log: \(outcome.logFile.path)")
        return outcome
    }

    /// Runs the configured `swift` with its log under `<logs>/<variant>/` (or `<logs>/` for the
    /// tool-wide commands) and adds its time to the child total; `observe` sees its output as it
    /// comes. Processes the command left running were ended by the runner: a note says so.
    private func runSwift(
        _ arguments: [String], logName: String, variantIndex: Int?,
        observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome {
        var logFile = options.logsFolder
        if let variantIndex { logFile.appendPathComponent(folderNames[variantIndex]) }
        logFile.appendPathComponent(logName)
        let outcome = try runner.run(
            options.swiftExecutable, arguments, logFile: logFile, observe: observe)
        if let variantIndex, !outcome.strayProcesses.isEmpty {
            note(
                "'swift \(arguments[0])' left \(outcome.strayProcesses.count) process\(outcome.strayProcesses.count == 1 ? "" : "es") running after it exited (\(outcome.strayProcesses.prefix(4).joined(separator: ", "))); they were killed",
                variantIndex)
        }
        childSeconds += outcome.durationSeconds
        childCPUSeconds += outcome.usage.cpuSeconds
        if let variantIndex { states[variantIndex].logPaths.append(relativeLogPath(logFile)) }
        return outcome
    }

    private func accept(
        _ outcome: ProcessOutcome, _ step: MeasurementSchedule.Step, _ what: String,
        failure: VariantMeasurement.Status, crash: String? = nil
    ) -> Bool {
        accept(outcome, step, step.variantIndex, what, failure: failure, crash: crash)
    }

    /// True when the command succeeded; otherwise marks the variant failed, with the reason
    /// (a crashed test process said as such: its counts are only those before the crash).
    private func accept(
        _ outcome: ProcessOutcome, _ step: MeasurementSchedule.Step?, _ variantIndex: Int,
        _ what: String,
        failure: VariantMeasurement.Status, crash: String? = nil
    ) -> Bool {
        if outcome.succeeded { return true }
        let when = step.map { " (\(runLabel($0)))" } ?? ""
        let log = relativeLogPath(outcome.logFile)
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
    private func record(
        _ measure: TimingMeasure, _ outcome: ProcessOutcome, _ step: MeasurementSchedule.Step
    ) {
        record(measure, outcome.durationSeconds, step)
        guard !step.isWarmup else { return }
        states[step.variantIndex].cpuSamples[measure, default: []].append(outcome.usage.cpuSeconds)
        states[step.variantIndex].memorySamples[measure, default: []].append(
            Double(outcome.usage.peakResidentBytes))
    }

    /// Warm-up samples are thrown away: they exist to warm caches.
    private func record(
        _ measure: TimingMeasure, _ seconds: Double, _ step: MeasurementSchedule.Step
    ) {
        guard !step.isWarmup else { return }
        states[step.variantIndex].samples[measure, default: []].append(seconds)
    }

    /// What the test output itself says went wrong beyond the counts: bytes that are not UTF-8
    /// (SwiftPM may drop XCTest's output after them), a summary missing from a run that
    /// succeeded, output the log left out.
    private func noteTestOutput(
        _ summary: TestRunSummary, _ outcome: ProcessOutcome, _ variantIndex: Int
    ) {
        let log = relativeLogPath(outcome.logFile)
        if summary.invalidUTF8Lines > 0 {
            note(
                "the test output has \(summary.invalidUTF8Lines == 1 ? "1 line that is" : "\(summary.invalidUTF8Lines) lines that are") not UTF-8 (read with U+FFFD); SwiftPM may drop the test runner's output after such a line, so the test counts may be incomplete; log: \(log)",
                variantIndex)
        }
        if outcome.succeeded && summary.counts == nil {
            note(
                "'swift test' succeeded but printed no XCTest or Swift Testing summary; test counts unknown; log: \(log)",
                variantIndex)
        }
        if outcome.omittedOutputBytes > 0 {
            note(
                "the test run printed more than the log keeps: \(outcome.omittedOutputBytes) bytes in the middle were left out of \(log) (every byte was read for the counts)",
                variantIndex)
        }
    }

    private func recordTestCounts(_ counts: TestCounts?, _ variantIndex: Int) {
        guard let counts else { return }
        if let previous = states[variantIndex].tests, previous != counts {
            note(
                "test counts changed between runs: \(previous.ran) ran/\(previous.failed) failed, then \(counts.ran) ran/\(counts.failed) failed",
                variantIndex)
        }
        states[variantIndex].tests = counts
    }

    /// Records `message` once per variant: a problem met in every round is one problem.
    private func note(_ message: String, _ variantIndex: Int) {
        guard !states[variantIndex].diagnostics.contains(message) else { return }
        states[variantIndex].diagnostics.append(message)
        progress.report("\(variants[variantIndex].name): note: \(message)")
    }

    private func measurement(of variantIndex: Int) -> VariantMeasurement {
        let state = states[variantIndex]
        func statistics(_ samples: [TimingMeasure: [Double]]) -> [String: SampleStatistics] {
            Dictionary(
                uniqueKeysWithValues: samples.map {
                    ($0.key.rawValue, SampleStatistics.from($0.value))
                })
        }
        let cpu = statistics(state.cpuSamples)
        let memory = statistics(state.memorySamples)
        return VariantMeasurement(
            variant: variants[variantIndex].name, status: state.status,
            failureReason: state.failureReason,
            timings: statistics(state.samples), cpuTimings: cpu.isEmpty ? nil : cpu,
            peakMemoryBytes: memory.isEmpty ? nil : memory, tests: state.tests,
            featureCoverage: state.featureCoverage,
            roleCoverage: state.roleCoverage, logPaths: state.logPaths,
            diagnostics: state.diagnostics.isEmpty ? nil : state.diagnostics,
            typeChecking: state.typeChecking)
    }

    // MARK: - Naming and estimates

    private func runLabel(_ step: MeasurementSchedule.Step) -> String {
        step.isWarmup
            ? "warm-up \(step.runNumber)/\(options.warmup)"
            : step.runNumber > options.runs
                ? "run \(step.runNumber) (adaptive, at most \(options.maxRuns))"
                : "run \(step.runNumber)/\(options.runs)"
    }

    private func scratchFolder(_ step: MeasurementSchedule.Step, _ purpose: String) throws -> URL {
        try scratch.folder(
            folderNames[step.variantIndex],
            "\(step.isWarmup ? "warmup" : "run")\(step.runNumber)-\(purpose)")
    }

    /// Log paths in the report are relative to the output folder (the logs folder's parent).
    private func relativeLogPath(_ logFile: URL) -> String {
        let outputFolder = options.logsFolder.deletingLastPathComponent().standardizedFileURL.path
        let path = logFile.standardizedFileURL.path
        return path.hasPrefix(outputFolder + "/")
            ? String(path.dropFirst(outputFolder.count + 1)) : path
    }

    /// Remaining steps at each variant's average step time so far (the overall average for a
    /// variant not yet timed), plus the untimed builds at the end: a coverage run and a
    /// type-checking build per variant from `firstExtra` on (every variant while steps remain).
    private func estimateSecondsLeft(
        after remaining: [MeasurementSchedule.Step], extraBuildsFrom firstExtra: Int = 0
    ) -> Double? {
        let finished = stepSeconds.joined()
        guard !finished.isEmpty else { return nil }
        let overall = finished.reduce(0, +) / Double(finished.count)
        func average(_ variantIndex: Int) -> Double {
            let own = stepSeconds[variantIndex]
            return own.isEmpty ? overall : own.reduce(0, +) / Double(own.count)
        }
        func mean(_ measure: TimingMeasure, _ variantIndex: Int) -> Double? {
            let samples = states[variantIndex].samples[measure] ?? []
            return samples.isEmpty ? nil : samples.reduce(0, +) / Double(samples.count)
        }
        var seconds = remaining.filter { states[$0.variantIndex].isMeasurable }.reduce(0) {
            $0 + average($1.variantIndex)
        }
        for variantIndex in variants.indices
        where variantIndex >= firstExtra && states[variantIndex].isMeasurable {
            // An instrumented test run costs about what a clean test run does (it builds from
            // scratch too; instrumentation adds a little, and the machine's load decides the rest);
            // the type-checking build about what a clean build does.
            if options.measureCoverage {
                seconds += 1.2 * (mean(.cleanTest, variantIndex) ?? average(variantIndex) / 2)
            }
            if options.measureTypeChecking {
                seconds += 1.1 * (mean(.cleanBuild, variantIndex) ?? average(variantIndex) / 3)
            }
        }
        return seconds
    }
}
