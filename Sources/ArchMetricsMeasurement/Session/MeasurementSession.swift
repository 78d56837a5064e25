import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// Times `swift build` and `swift test` of variant packages, counts their tests and measures
/// their line coverage, type-checking and compile work: one measurement, from checking the
/// variants to the report.
///
/// First the untimed measures per variant (`CoverageMeasure`, `InstrumentedBuildMeasure`s):
/// instrumentation slows builds and tests, and the article timed without it, so they are not
/// timed; run first, they read what the timed runs read and warm the caches for them, as a
/// discarded round did (Docs/measurement.md). Then per variant and run: a clean build in a fresh
/// scratch folder, a nothing-changed build, an incremental build after touching one key-screen
/// file, then a clean `swift test` in another fresh scratch folder (`TimedBuilds`,
/// `TimedTests`), interleaved across variants. Each measure runs
/// its commands through a `MeasureContext` and returns `MeasureFindings`; the session keeps the
/// bookkeeping (samples, statuses, logs, child time) and records what they found. A variant that
/// fails is reported as failing and the others are still measured; the cancellation token
/// (Ctrl-C) kills the running child's process group and throws `.interrupted`, so no report gets
/// written.
package final class MeasurementSession {
    let options: MeasurementOptions
    let variants: [MeasuredVariant]
    /// The one token of the measurement: the runner and the measures' contexts carry it.
    let cancellation: CancellationToken
    let progress: MeasurementProgress
    /// Log and scratch folder naming, shared by every measure.
    let folders: MeasurementFolders
    let runner: ProcessRunner
    private let runMeasures: [any RunMeasure]
    let untimedMeasures: [any UntimedMeasure]
    var states: [VariantMeasurementState]
    /// Time spent inside child processes; the rest of the wall time is the tool's overhead.
    private var childSeconds = 0.0
    /// CPU seconds of all child processes so far, for the tool's own share of the load.
    private var childCPUSeconds = 0.0
    private var contention: ContentionGuard
    var timeLeft: TimeLeftEstimate
    /// `swift --version`'s first line, once known: the compiler that counted the compile work.
    private(set) var compilerVersion = ""
    /// The untimed measure running now (variant index, index into `untimedMeasures`).
    private var untimedPosition = (variant: 0, measure: 0)
    /// The timed steps planned after the untimed measures, for the time-left estimate.
    private var plannedSteps: [MeasurementSchedule.Step] = []

    /// Checks `options` and `variants`: throws `.usage`/`.input` for bad options or variant
    /// folders, before anything runs. `added`: untimed measures beyond the tool's own, run
    /// after them; the kinds of figure they declare are registered (`FigureKinds`).
    package init(
        options: MeasurementOptions, variants: [MeasuredVariant], cancellation: CancellationToken,
        adding added: [any UntimedMeasure] = []
    ) throws {
        try Self.validate(options, variants)
        self.options = options
        self.cancellation = cancellation
        runner = ProcessRunner(
            timeoutSeconds: options.timeoutSeconds, killGraceSeconds: options.killGraceSeconds,
            cancellation: cancellation)
        progress = MeasurementProgress(options: options)
        let folders = MeasurementFolders(
            logsFolder: options.logsFolder, scratch: try ScratchSpace(),
            variantNames: variants.map(\.name))
        self.folders = folders
        // Measured on private copies (PrivateCopy): the user's folders are never built, touched
        // or timed, so an editor or a second run there cannot break a build or skew a timing.
        do {
            self.variants = try PrivateCopy.of(
                variants, folderNames: variants.map { folders.folderName($0.name) },
                in: folders.scratch)
        } catch {
            folders.scratch.removeAll()
            throw error
        }
        runMeasures = [TimedBuilds(), TimedTests()]
        untimedMeasures =
            Self.untimedMeasures(options, shared: SharedDependencyBuild(scratch: folders.scratch))
            + added
        FigureKinds.register(untimedMeasures.flatMap(\.figureKinds))
        states = Array(repeating: VariantMeasurementState(), count: variants.count)
        contention = ContentionGuard(loadAverage: options.loadAverage)
        timeLeft = TimeLeftEstimate(
            variantCount: variants.count, untimedCount: untimedMeasures.count)
    }

    /// Measures `variants` and returns the report; throws as `init` does, and `.interrupted`
    /// when cancelled.
    package static func measure(
        _ variants: [MeasuredVariant], options: MeasurementOptions, cancellation: CancellationToken,
        adding added: [any UntimedMeasure] = []
    ) throws -> MeasurementResults {
        try MeasurementSession(
            options: options, variants: variants, cancellation: cancellation, adding: added
        ).run()
    }

    /// The untimed measures `options` ask for, in the order they run per variant.
    private static func untimedMeasures(
        _ options: MeasurementOptions, shared: SharedDependencyBuild
    ) -> [any UntimedMeasure] {
        var untimed: [any UntimedMeasure] = []
        // Type checking rides on the coverage run's build when there is one (a plain build's
        // targets, batch mode, the same bodies: CarriedInstruments); compile work, whose flags
        // turn batch mode off, always builds alone.
        let typeChecking = TypeCheckingInstrument()
        let carrier =
            options.measureCoverage && options.measureTypeChecking
            ? CarriedInstruments([typeChecking]) : nil
        if options.measureCoverage { untimed.append(CoverageMeasure(carrying: carrier)) }
        if options.measureTypeChecking {
            untimed.append(InstrumentedBuildMeasure(typeChecking, carrier: carrier))
        }
        if options.measureCompileWork {
            untimed.append(InstrumentedBuildMeasure(CompileWorkInstrument(shared: shared)))
        }
        return untimed
    }

    /// How long `swift --version` may take.
    static let versionTimeoutSeconds = 30.0

    /// Runs the measurement once and returns its report.
    package func run() throws -> MeasurementResults {
        let scratch = folders.scratch
        defer { scratch.removeAll() }
        let environment = try captureEnvironment()
        if options.measureTimings {
            plannedSteps = MeasurementSchedule.steps(
                variantCount: variants.count, runs: options.runs, warmup: options.warmup)
        }
        // The untimed builds first: they warm the caches for the timed runs. What they found is
        // recorded after the timed runs, as if they had run last (`HeldFindings`).
        let held = try runUntimedMeasures()
        // No deletion may share the disk with a timed command: their folders go now.
        scratch.emptyTrashNow()
        let roundsDone = try runTimedRounds(plannedSteps, cores: environment.cpuCores)
        recordHeld(held)
        // Cleaning up is part of the run's cost: the wall time is taken after it.
        scratch.removeAll()
        // A Ctrl-C after the last command still means "no report".
        if cancellation.isCancelled { throw ArchMetricsError.interrupted() }
        let finished = report(environment: environment, roundsDone: roundsDone)
        reportNoisyMeans(finished)
        reportOverhead(finished)
        return finished
    }

    /// The machine and the toolchain, from `swift --version` (which must succeed).
    private func captureEnvironment() throws -> EnvironmentInfo {
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
        return environment
    }

    /// The timed runs (`steps`), then adaptive rounds while the precision asked for is not
    /// reached; returns the rounds done. With timings off (the compile-work fast path) no timed
    /// run is scheduled at all.
    private func runTimedRounds(_ steps: [MeasurementSchedule.Step], cores: Int) throws -> Int {
        guard options.measureTimings else { return 0 }
        try runSteps(steps, cores: cores)
        var roundsDone = options.runs
        guard let precision = options.precision else { return roundsDone }
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
            try runSteps(round, cores: cores)
        }
        return roundsDone
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
            let context = SessionRunContext(
                session: self, step: step, remaining: Array(steps[(index + 1)...]))
            for measure in runMeasures where states[step.variantIndex].isMeasurable {
                let findings = try folders.withScratchFolder(
                    variant: variants[step.variantIndex].name,
                    MeasurementFolders.runPurpose(step, measure.scratchPurpose)
                ) { try measure.measure(scratchFolder: $0, in: context) }
                record(findings, step.variantIndex, step: step)
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

    /// Every untimed measure per variant, before anything is timed: used scratch folders can
    /// go while these builds run. With timed runs to come, what each measure finds (its notes
    /// and a failure too) is held and returned, for `recordHeld` after them: a failed
    /// instrumented build must not keep a variant from being timed. With timings off it is
    /// recorded at once, as there is nothing to wait for.
    private func runUntimedMeasures() throws -> [HeldFindings] {
        var held: [HeldFindings] = []
        for variantIndex in variants.indices {
            // Which measures apply follows what the ones before found, held or recorded: a
            // variant whose coverage run failed to build is not built again for type checking.
            var found = states[variantIndex]
            for (measureIndex, measure) in untimedMeasures.enumerated()
            where measure.applies(to: found) {
                folders.scratch.emptyTrashInBackground()
                untimedPosition = (variantIndex, measureIndex)
                timeLeft.start(
                    .untimed(variantIndex: variantIndex, measureIndex: measureIndex),
                    at: progress.elapsedSeconds)
                // With timed runs to come the notes are held; without, recorded at once.
                let holding =
                    options.measureTimings
                    ? HoldingMeasureContext(session: self, variantIndex: variantIndex) : nil
                let context =
                    holding ?? SessionMeasureContext(session: self, variantIndex: variantIndex)
                var findings = try folders.withScratchFolder(
                    variant: variants[variantIndex].name, measure.scratchPurpose
                ) { try measure.measure(scratchFolder: $0, in: context) }
                timeLeft.finish(at: progress.elapsedSeconds)
                guard let holding else {
                    record(findings, variantIndex, step: nil)
                    found = states[variantIndex]
                    continue
                }
                findings.notes = holding.heldNotes + findings.notes
                if let failure = findings.failure, found.status == .ok {
                    found.status = failure.status
                    progress.report(
                        "\(variants[variantIndex].name): \(failure.reason); timed all the same, recorded after the timed runs"
                    )
                }
                held.append(
                    HeldFindings(
                        variantIndex: variantIndex, measureIndex: measureIndex, findings: findings))
            }
        }
        return held
    }

    /// Records `held` in order, each only if its measure applies to the variant as the timed
    /// runs left it, as when the untimed measures ran last: a variant whose timed build failed
    /// or timed out keeps none of their figures, one whose timed tests failed keeps the build's
    /// alone (type checking, compile work), and a failure of theirs is the status of a variant
    /// that passed its timed runs, else added to its reason.
    private func recordHeld(_ held: [HeldFindings]) {
        for entry in held
        where untimedMeasures[entry.measureIndex].applies(to: states[entry.variantIndex]) {
            record(entry.findings, entry.variantIndex, step: nil)
        }
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

    /// One line, in the report's words and with its count (`noisyAverages`, as the findings
    /// give it): the report's ⚠ table names each mean and its runs.
    private func reportNoisyMeans(_ report: MeasurementResults) {
        let (varied, averages) = report.noisyAverages
        guard varied > 0 else { return }
        progress.report(
            "\(varied) of the \(averages) averages come from runs that varied by more than \(Int(SampleStatistics.noisyCoefficientOfVariation * 100))% (marked ⚠ in the report, with their runs)"
        )
    }

    /// The last progress line, not only with --verbose: how long the user waited, and how much
    /// of it the tool itself took beyond the builds and tests.
    private func reportOverhead(_ report: MeasurementResults) {
        let wallSeconds = report.wallSeconds
        let overhead = report.toolOverheadSeconds
        progress.report(
            String(
                format: "done in %@; tool overhead %.2f s (%.2f%% of the wall time)",
                MeasurementProgress.clockText(wallSeconds), overhead,
                wallSeconds > 0 ? overhead * 100 / wallSeconds : 0))
    }

    /// The report of the finished measurement, with the tool's overhead.
    private func report(environment: EnvironmentInfo, roundsDone: Int) -> MeasurementResults {
        let wallSeconds = progress.elapsedSeconds
        let overhead = max(0, wallSeconds - childSeconds)
        let rounds = contention.rounds
        let requested = Self.requestedFigures(options)
        return MeasurementResults(
            environment: environment, runs: roundsDone, warmup: options.warmup,
            referenceVariant: options.referenceVariant,
            variants: variants.indices.map { index in
                var measurement = states[index].measurement(variant: variants[index].name)
                if let commands = variants[index].commands, !commands.isSwiftPM {
                    measurement.buildCommand = commands.build
                }
                return Self.recording(requested, in: measurement)
            },
            wallSeconds: wallSeconds, toolOverheadSeconds: overhead,
            rounds: rounds.isEmpty ? nil : rounds, precisionTarget: options.precision,
            maxRuns: options.precision == nil ? nil : options.maxRuns)
    }

    // MARK: - For the contexts: running commands and bookkeeping

    /// Runs `command` (executable first) with its log under `<logs>/<variant>/` and adds its
    /// time to the child total; `observe` sees its output as it comes. Processes the command
    /// left running were ended by the runner: a note says so.
    func runCommand(
        _ command: [String], logName: String, variantIndex: Int,
        observe: ((UnsafeRawBufferPointer) -> Void)?
    ) throws -> ProcessOutcome {
        let logFile = folders.logFile(logName, variant: variants[variantIndex].name)
        let outcome = try runner.run(
            command[0], Array(command.dropFirst()), logFile: logFile, observe: observe)
        if !outcome.strayProcesses.isEmpty {
            let count = outcome.strayProcesses.count
            note(
                "'\(commandName(command))' left \(count) process\(count == 1 ? "" : "es") running after it exited (\(outcome.strayProcesses.prefix(4).joined(separator: ", "))); they were killed",
                variantIndex)
        }
        childSeconds += outcome.durationSeconds
        childCPUSeconds += outcome.usage.cpuSeconds
        states[variantIndex].logPaths.append(folders.relativeLogPath(logFile))
        return outcome
    }

    /// `swift build` for the configured swift, else the executable's name and first argument.
    private func commandName(_ command: [String]) -> String {
        let executable =
            command[0] == options.swiftExecutable
            ? "swift" : URL(fileURLWithPath: command[0]).lastPathComponent
        return ([executable] + command.dropFirst().prefix(1)).joined(separator: " ")
    }

    /// The time left from the untimed measure running now on (it included), the timed steps
    /// planned after the untimed measures too.
    func secondsLeftInUntimedMeasures() -> Double? {
        timeLeft.secondsLeft(
            at: progress.elapsedSeconds, after: plannedSteps,
            untimedFrom: (untimedPosition.variant, untimedPosition.measure + 1),
            untimed: untimedMeasures, states: states)
    }

    /// The time left in the timed runs from the step running now on: `remaining` after it (the
    /// untimed measures are done).
    func secondsLeftInTimedRuns(after remaining: [MeasurementSchedule.Step]) -> Double? {
        timeLeft.secondsLeft(
            at: progress.elapsedSeconds, after: remaining, untimedFrom: (variants.count, 0),
            untimed: untimedMeasures, states: states)
    }

    /// Records `message` once per variant: a problem met in every round is one problem.
    func note(_ message: String, _ variantIndex: Int) {
        guard !states[variantIndex].diagnostics.contains(message) else { return }
        states[variantIndex].diagnostics.append(message)
        progress.report("\(variants[variantIndex].name): note: \(message)")
    }
}
