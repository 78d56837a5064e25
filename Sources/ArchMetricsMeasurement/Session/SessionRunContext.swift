import ArchMetricsModel
import Foundation

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
            secondsLeft: showingTimeLeft ? session.secondsLeftInTimedRuns(after: remaining) : nil)
    }
}
