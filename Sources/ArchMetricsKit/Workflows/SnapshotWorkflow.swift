import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The one way a snapshot of the tree is taken: every variant scanned, classified and analysed
/// (`SourceMetricsCollector`), then, when asked, built and tested (`MeasurementPlan`). `report`,
/// `baseline` and `check` all come here, so wiring another measure in is a change here only.
/// (`history` measures one git tree at a time through the same per-variant collector.)
package enum SnapshotWorkflow {
    /// A fresh snapshot and what it holds.
    package struct Result: Sendable {
        package var snapshot: MetricsSnapshot
        /// True if build and test timings were measured.
        package var timed: Bool
        /// The timed run's logs, staged (see `measure`): the caller commits them once what
        /// points at them is written, or discards them.
        package var logs: StagedFolder?
    }

    /// Scans and classifies every variant of `configuration`; with `build` options, also times
    /// builds and tests (Ctrl-C through the context's token stops the children and throws),
    /// their logs staged for `build.logsFolder` like `report`'s (`Result.logs`). With
    /// `interruptedMessage`, a Ctrl-C during the scan throws `interrupted` with it before
    /// anything is measured or returned.
    package static func take(
        _ configuration: ToolConfiguration, build: MeasurementOptions?,
        in context: WorkflowContext, interruptedMessage: String? = nil
    ) throws -> Result {
        let cancellation = context.cancellation
        var snapshot = try sourceMetrics(configuration, in: context)
        if let interruptedMessage, cancellation.isCancelled {
            throw ArchMetricsError.interrupted(interruptedMessage)
        }
        guard let build else { return Result(snapshot: snapshot, timed: false) }
        let logs = try StagedFolder(final: build.logsFolder)
        try measure(
            &snapshot, configuration: configuration, options: build, logs: logs, in: context)
        return Result(snapshot: snapshot, timed: true, logs: logs)
    }

    /// Where an interrupted run's partial logs are kept, beside the logs folder in the tool
    /// folder (`Reports/.archmetrics/interrupted-logs`), replaced by the next interrupted run.
    static let interruptedLogsName = "interrupted-logs"

    /// The source half of a snapshot: lines, roles, tests, coupling and complexity. A rule
    /// naming a screen no variant has is refused here (`RuleScreens`), before anything is
    /// measured or written.
    package static func sourceMetrics(
        _ configuration: ToolConfiguration, in context: WorkflowContext
    ) throws -> MetricsSnapshot {
        let snapshot = try SourceMetricsCollector.collect(configuration, in: context)
        try RuleScreens.refuseUnknown(in: configuration, measuring: snapshot)
        return snapshot
    }

    /// Adds build and test measurements to `snapshot`. With `logs`, the run's logs are written
    /// into its staging folder (`options.logsFolder` is replaced), to be swapped in with the
    /// report: an interruption keeps them as `interrupted-logs` in the tool folder, named in
    /// its message; a failure before any command ran leaves nothing; any other failure keeps
    /// this run's logs where its message points (the staging folder in the tool folder), and
    /// the old ones in place. The folder kept is named relative to the context's folder.
    package static func measure(
        _ snapshot: inout MetricsSnapshot, configuration: ToolConfiguration,
        options: MeasurementOptions, logs: StagedFolder?, in context: WorkflowContext
    ) throws {
        let cancellation = context.cancellation
        var options = options
        if let logs { options.logsFolder = logs.staging }
        do {
            try MeasurementPlan.measure(
                &snapshot, configuration: configuration, options: options,
                cancellation: cancellation)
        } catch {
            let stopped = error as? ArchMetricsError
            guard let logs, stopped?.category == .interrupted || cancellation.isCancelled else {
                if let logs, !FileManager.default.fileExists(atPath: logs.staging.path) {
                    logs.discard()
                }
                throw error
            }
            // The partial logs are the evidence of what the run was doing: kept aside, named.
            let message =
                stopped.flatMap { $0.category == .interrupted ? $0.message : nil }
                ?? ArchMetricsError.interrupted().message
            guard FileManager.default.fileExists(atPath: logs.staging.path),
                let kept = logs.keep(as: interruptedLogsName)
            else {
                logs.discard()
                throw error
            }
            let shown = SourceMetricsCollector.relativeDisplayPath(of: kept, in: context.folder)
            throw ArchMetricsError.interrupted(
                message + "; the partial logs of this run are in \(shown)/")
        }
    }
}
