import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The session's `MeasureContext` for one variant: what a measure asks goes to the session,
/// which logs the commands under the variant's folder and adds their time to its totals.
class SessionMeasureContext: MeasureContext {
    unowned let session: MeasurementSession
    let variantIndex: Int
    let variant: MeasuredVariant
    let commands: BuildCommands

    init(session: MeasurementSession, variantIndex: Int) {
        self.session = session
        self.variantIndex = variantIndex
        variant = session.variants[variantIndex]
        commands = variant.commands ?? .swiftPM(swift: session.options.swiftExecutable)
    }

    var swiftExecutable: String { session.options.swiftExecutable }
    var compilerVersion: String { session.compilerVersion }
    var cancellation: CancellationToken { session.cancellation }

    func commandLine(_ template: [String], scratchFolder: URL, swiftFlags: [String], file: String?)
        -> [String]
    {
        var values = [
            "variant": variant.packageFolder.path, "name": variant.name,
            "scratch": scratchFolder.path,
        ]
        values["file"] = file
        values["configFolder"] = commands.configFolder
        return CommandTemplate.expand(
            template, values: values, swiftFlags: commands.spelled(swiftFlags))
    }

    func run(_ command: [String], logName: String, observe: ((UnsafeRawBufferPointer) -> Void)?)
        throws -> ProcessOutcome
    {
        try session.runCommand(
            command, logName: logName, variantIndex: variantIndex, observe: observe)
    }

    func logPath(_ outcome: ProcessOutcome) -> String {
        session.folders.relativeLogPath(outcome.logFile)
    }

    func failure(
        of outcome: ProcessOutcome, doing what: String, status: VariantMeasurement.Status,
        crash: String?
    ) -> VariantFailure? {
        session.failure(of: outcome, doing: what, during: nil, status: status, crash: crash)
    }

    func note(_ message: String) { session.note(message, variantIndex) }

    func report(_ message: String, showingTimeLeft: Bool) {
        session.progress.report(
            message,
            secondsLeft: showingTimeLeft ? session.secondsLeftInUntimedMeasures() : nil)
    }
}

/// The context of one timed run: its commands are announced with the time left after the
/// remaining steps, and failures name the run.
final class SessionRunContext: SessionMeasureContext, RunContext {
    let step: MeasurementSchedule.Step
    /// The steps after this one, for the time-left estimate.
    let remaining: [MeasurementSchedule.Step]

    init(
        session: MeasurementSession, step: MeasurementSchedule.Step,
        remaining: [MeasurementSchedule.Step]
    ) {
        self.step = step
        self.remaining = remaining
        super.init(session: session, variantIndex: step.variantIndex)
    }

    func runStep(
        _ what: String, _ command: [String], logKind: String,
        observe: ((UnsafeRawBufferPointer) -> Void)?
    ) throws -> ProcessOutcome {
        let label = "\(variant.name) \(session.runLabel(step))"
        report("\(label): \(what)…", showingTimeLeft: true)
        let outcome = try run(
            command, logName: MeasurementFolders.logName(step, what, command: logKind),
            observe: observe)
        session.progress.report(
            "\(label): \(what) took \(String(format: "%.2f", outcome.durationSeconds)) s")
        session.progress.detail("  log: \(outcome.logFile.path)")
        return outcome
    }

    override func failure(
        of outcome: ProcessOutcome, doing what: String, status: VariantMeasurement.Status,
        crash: String?
    ) -> VariantFailure? {
        session.failure(of: outcome, doing: what, during: step, status: status, crash: crash)
    }

    override func report(_ message: String, showingTimeLeft: Bool) {
        session.progress.report(
            message,
            secondsLeft: showingTimeLeft
                ? session.timeLeft.secondsLeft(
                    at: session.progress.elapsedSeconds, after: remaining, untimedFrom: (0, 0),
                    untimed: session.untimedMeasures, states: session.states) : nil)
    }
}
