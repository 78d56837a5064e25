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
