import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `archmetrics check`: the drift policy. The baseline read, the tree measured now (or a
/// snapshot given with `--current`, which must have been checked against the config's rules),
/// tolerances from the configuration and the command line, the baseline's frozen rule
/// violations updated when asked (`--freeze`, `--remove-stale`), then the comparison with
/// the baseline as it now is published (`DriftPublication`).
package enum CheckWorkflow: Workflow {
    /// Where `check` and `baseline` keep the baseline unless told otherwise.
    package static let defaultBaseline = "Reports/baseline.json"

    /// What the command line asked for.
    package struct Request {
        package var baselinePath: String
        /// `--current FILE`: compare this snapshot instead of measuring.
        package var currentPath: String?
        package var configPath: String?
        package var root: String?
        /// `--tolerance KEY=VALUE` settings, applied over the configuration's `tolerances`.
        package var toleranceSettings: [String]
        /// What to build and time (logs beside the baseline, see `logsFolder`); nil:
        /// `--no-build`.
        package var build: MeasurementSettings?
        package var format: DriftPublication.Format
        package var maxRows: Int
        /// `--sarif FILE`, `--junit FILE`.
        package var files: [DriftPublication.File]
        package var freeze: Bool
        package var acceptNew: Bool
        package var removeStale: Bool

        package init(
            baselinePath: String, currentPath: String?, configPath: String?, root: String?,
            toleranceSettings: [String], build: MeasurementSettings?,
            format: DriftPublication.Format, maxRows: Int, files: [DriftPublication.File],
            freeze: Bool, acceptNew: Bool, removeStale: Bool
        ) {
            self.baselinePath = baselinePath
            self.currentPath = currentPath
            self.configPath = configPath
            self.root = root
            self.toleranceSettings = toleranceSettings
            self.build = build
            self.format = format
            self.maxRows = maxRows
            self.files = files
            self.freeze = freeze
            self.acceptNew = acceptNew
            self.removeStale = removeStale
        }
    }

    /// Failed: drift beyond tolerance, or a new violation `--freeze` would not accept.
    package typealias Outcome = WorkflowResult

    /// The logs of a measured check go in the tool folder beside the baseline
    /// (`Reports/.archmetrics/logs`).
    package static func logsFolder(forBaseline path: String, in context: WorkflowContext) -> URL {
        ToolFolder.logs(in: context.url(path).deletingLastPathComponent())
    }

    /// Runs the check: results on the context's `show`, notes and annotations on its
    /// diagnostics.
    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        let say = context.diagnostics.say
        var baselinePath = request.baselinePath
        var build = request.build.map {
            $0.options(logsFolder: logsFolder(forBaseline: baselinePath, in: context), in: context)
        }
        // A measured check reads the baseline the same kind of run wrote (`OutputPlacement`).
        if request.currentPath == nil, build != nil,
            let path = OutputPlacement.baselineToRead(
                baselinePath, defaultPath: defaultBaseline,
                content: OutputPlacement.content(of: build), in: context.folder, say: say)
        {
            baselinePath = path
            build?.logsFolder = logsFolder(forBaseline: path, in: context)
        }
        try DistinctPaths.refuseClashes(
            outputs: DriftPublication.outputs(request.files),
            inputs: [DistinctPaths.Path("the baseline", baselinePath)]
                + (request.currentPath.map { [DistinctPaths.Path("the snapshot", $0)] } ?? [])
                + ToolConfiguration.input(request.configPath, in: context.folder),
            in: context.folder)
        let baseline = try MetricsSnapshot.load(
            from: context.url(baselinePath), kind: "baseline",
            regenerateHint: regenerateHint(request, baselinePath: baselinePath, in: context))

        // With --current nothing is scanned: a config (given, or ./archmetrics.json) is read for
        // its tolerances and the rules the snapshot must have been checked against, and no
        // config is needed at all (the snapshot's own rules are then the only ones known).
        let hasConfig =
            request.configPath != nil
            || ToolConfiguration.hasDefaultFile(in: context.folder)
        let configuration =
            request.currentPath == nil || hasConfig
            ? try loadConfiguration(request, in: context) : nil
        configuration?.warnings.forEach(say)
        var tolerances = configuration?.tolerances ?? DriftTolerances()
        for setting in request.toleranceSettings { try tolerances.apply(setting) }

        let (current, timed) = try currentSnapshot(
            request, configuration: configuration, build: build, baselinePath: baselinePath,
            in: context)
        context.diagnostics.report(current.diagnostics)
        try SnapshotWorkflow.refusePartial(current, "check", consequence: "nothing was compared")
        // A snapshot measured elsewhere is judged by the config's rules, or refused.
        if let currentPath = request.currentPath, let configuration {
            try CurrentSnapshotRules.refuseOtherRules(
                in: current, path: currentPath, configuration: configuration,
                environment: context.environment)
        }
        // `--freeze` and `--remove-stale` change the frozen list and nothing else: the check
        // then runs against the baseline as they left it, so drift beyond tolerance and a
        // violation they did not accept still fail.
        var judged = baseline
        var refused = false
        if request.freeze || request.removeStale {
            // A summary line beside a machine format on stdout would break the document.
            let show = request.format == .markdown ? context.show : context.diagnostics.say
            let update = try BaselineFreeze.update(
                baseline, with: current, at: baselinePath, freezing: request.freeze,
                accepting: request.acceptNew, removingStale: request.removeStale, in: context,
                show: show)
            (judged, refused) = (update.baseline, update.refused)
        }
        let report = SnapshotDiff.compare(
            baseline: judged, current: current, tolerances: tolerances, compareTimings: timed,
            baselineLabel: "the baseline `\(baselinePath)`",
            currentLabel: request.currentPath.map { "`\($0)`" } ?? "the tree as it is now")
        let failed = try DriftPublication.publish(
            report, format: request.format, maxRows: request.maxRows, baseline: judged,
            current: current, files: request.files,
            judgedAgainst: [baselinePath] + (configuration?.source.map { [$0.path] } ?? []),
            in: context)
        return Outcome(failed: failed || refused)
    }

    /// The command that writes the baseline this check reads, for the message when it is
    /// missing. Under the plugin it is the plugin's, which writes the baseline.
    static func regenerateHint(
        _ request: Request, baselinePath: String, in context: WorkflowContext
    ) -> String {
        let tool = ToolInvocation.command(environment: context.environment)
        return
            (["\(tool) baseline"]
            + (baselinePath == defaultBaseline ? [] : ["--output \(baselinePath)"])
            + (request.configPath.map { ["--config \($0)"] } ?? [])
            + (request.root.map { [$0] } ?? [])
            + (request.build == nil ? ["--no-build"] : [])).joined(separator: " ")
    }

    static func loadConfiguration(
        _ request: Request, in context: WorkflowContext
    ) throws -> ToolConfiguration {
        try ToolConfiguration.load(
            path: request.configPath.map(context.url), root: request.root.map(context.url),
            variantOverrides: [], in: context)
    }

    /// The snapshot to compare: `--current`'s, or the tree measured now (its logs swapped in
    /// beside the baseline); true when it holds timings.
    static func currentSnapshot(
        _ request: Request, configuration: ToolConfiguration?, build: MeasurementOptions?,
        baselinePath: String, in context: WorkflowContext
    ) throws -> (MetricsSnapshot, timed: Bool) {
        if let currentPath = request.currentPath {
            let current = try MetricsSnapshot.load(
                from: context.url(currentPath), kind: "snapshot",
                regenerateHint:
                    "\(ToolInvocation.command(environment: context.environment)) merge PART.json ... --output \(currentPath)"
            )
            return (current, current.measurements != nil)
        }
        let configuration = try configuration ?? loadConfiguration(request, in: context)
        var build = build
        // The check compares lines, tests and timings: a coverage run and a type-checking
        // build per variant would be measured only to be thrown away.
        build?.measureCoverage = false
        build?.measureTypeChecking = false
        let measured = try SnapshotWorkflow.take(configuration, build: build, in: context)
        // The check writes no snapshot for the logs to go with: they are swapped in whole
        // once the run is measured (an interrupted run leaves the previous ones), before
        // anything that names them is printed.
        if let logs = measured.logs {
            // Under the baseline folder's lock, as `baseline` swaps in its own.
            guard
                let lock = try BaselineWorkflow.lockFolder(
                    of: context.url(baselinePath), cancellation: context.cancellation,
                    say: context.diagnostics.say)
            else {
                logs.discard()
                throw ArchMetricsError.interrupted("interrupted; the logs were left as they were")
            }
            defer { lock.unlock() }
            try logs.commit()
        }
        return (measured.snapshot, measured.timed)
    }
}
