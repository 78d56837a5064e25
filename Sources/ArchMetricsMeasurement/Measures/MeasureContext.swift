import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// What a measure may ask of the session while it measures one variant: the variant and its
/// commands, "run this command with a log", notes and progress lines. Narrow on purpose: a
/// measure returns what it found (`MeasureFindings`) and the session records it, so a measure
/// never reaches into another variant's figures or the schedule.
package protocol MeasureContext {
    var variant: MeasuredVariant { get }
    /// The variant's commands: its configured ones, else SwiftPM's.
    var commands: BuildCommands { get }
    /// The configured `swift` (coverage runs it whatever the variant's commands).
    var swiftExecutable: String { get }
    /// `swift --version`'s first line: the compiler that counts the compile work.
    var compilerVersion: String { get }
    /// The one token of the measurement: the runner ends the running command when it fires.
    var cancellation: CancellationToken { get }

    /// `template` with the variant's placeholders filled in: its folder and name,
    /// `scratchFolder`, the extra compiler `swiftFlags` (spelled as its commands say), and
    /// `file` (touch only).
    func commandLine(_ template: [String], scratchFolder: URL, swiftFlags: [String], file: String?)
        -> [String]

    /// Runs `command` (executable first) with its log `logName` under the variant's log
    /// folder; `observe` sees its output as it comes.
    func run(_ command: [String], logName: String, observe: ((UnsafeRawBufferPointer) -> Void)?)
        throws -> ProcessOutcome

    /// The log's path as the report gives it (relative to the output folder).
    func logPath(_ outcome: ProcessOutcome) -> String

    /// The variant failed if `outcome` did: what failed and why, in the report's words (a
    /// crashed test process said as such: its counts are only those before the crash); nil
    /// when it succeeded.
    func failure(
        of outcome: ProcessOutcome, doing what: String, status: VariantMeasurement.Status,
        crash: String?
    ) -> VariantFailure?

    /// Records `message` on the variant once: a problem met in every round is one problem.
    func note(_ message: String)

    /// A progress line; with `showingTimeLeft`, the estimate of the time left beside it.
    func report(_ message: String, showingTimeLeft: Bool)
}

extension MeasureContext {
    package func commandLine(_ template: [String], scratchFolder: URL, swiftFlags: [String] = [])
        -> [String]
    {
        commandLine(template, scratchFolder: scratchFolder, swiftFlags: swiftFlags, file: nil)
    }

    package func run(_ command: [String], logName: String) throws -> ProcessOutcome {
        try run(command, logName: logName, observe: nil)
    }

    package func report(_ message: String) { report(message, showingTimeLeft: false) }
}
