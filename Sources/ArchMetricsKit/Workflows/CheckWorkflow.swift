import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `archmetrics check`: the drift policy. The baseline read, the tree measured now (or a
/// snapshot given with `--current`), tolerances from the configuration and the command line,
/// then either the comparison published (`DriftPublication`) or the baseline's frozen rule
/// violations updated (`--freeze`, `--remove-stale`).
package enum CheckWorkflow {
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
        /// Timing options (logs beside the baseline, see `logsFolder`); nil: `--no-build`.
        package var build: MeasurementOptions?
        package var format: String
        package var maxRows: Int
        /// `--sarif FILE`, `--junit FILE`.
        package var files: [(format: String, path: String)]
        package var freeze: Bool
        package var acceptNew: Bool
        package var removeStale: Bool

        package init(
            baselinePath: String, currentPath: String?, configPath: String?, root: String?,
            toleranceSettings: [String], build: MeasurementOptions?, format: String, maxRows: Int,
            files: [(format: String, path: String)], freeze: Bool, acceptNew: Bool,
            removeStale: Bool
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

    /// The logs of a measured check go beside the baseline.
    package static func logsFolder(forBaseline path: String) -> URL {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("logs")
    }

    /// Runs the check; true when it failed (drift beyond tolerance, or a new violation
    /// `--freeze` would not accept). `show` prints on stdout, `say` on stderr.
    package static func run(
        _ request: Request, in currentFolder: URL, environment: [String: String],
        cancellation: CancellationToken, show: (String) -> Void, say: (String) -> Void
    ) throws -> Bool {
        // Under the plugin the command to run is the plugin's, which writes the baseline.
        let tool = ToolInvocation.command(environment: environment)
        var request = request
        // A measured check reads the baseline the same kind of run wrote (`OutputPlacement`).
        if request.currentPath == nil, let build = request.build,
            let path = OutputPlacement.baselineToRead(
                request.baselinePath, defaultPath: defaultBaseline,
                content: OutputPlacement.content(of: build), say: say)
        {
            request.baselinePath = path
            request.build?.logsFolder = logsFolder(forBaseline: path)
        }
        let regenerate =
            (["\(tool) baseline"]
            + (request.baselinePath == defaultBaseline ? [] : ["--output \(request.baselinePath)"])
            + (request.configPath.map { ["--config \($0)"] } ?? [])
            + (request.root.map { [$0] } ?? [])
            + (request.build == nil ? ["--no-build"] : [])).joined(separator: " ")
        let baseline = try MetricsSnapshot.load(
            from: URL(fileURLWithPath: request.baselinePath), kind: "baseline",
            regenerateHint: regenerate)

        // With --current nothing is scanned: a config (given, or ./archmetrics.json) is read for
        // its tolerances only, and no config is needed at all.
        let hasConfig =
            request.configPath != nil
            || FileManager.default.fileExists(atPath: ReportConfiguration.defaultFileName)
        let loadConfiguration = {
            try ReportConfiguration.load(
                path: request.configPath.map { URL(fileURLWithPath: $0) },
                root: request.root.map { URL(fileURLWithPath: $0) }, variantOverrides: [],
                cancellation: cancellation)
        }
        let configuration =
            request.currentPath == nil || hasConfig ? try loadConfiguration() : nil
        configuration?.warnings.forEach(say)
        var tolerances = configuration?.tolerances ?? DriftTolerances()
        for setting in request.toleranceSettings { try tolerances.apply(setting) }

        let current: MetricsSnapshot
        let timed: Bool
        if let currentPath = request.currentPath {
            current = try MetricsSnapshot.load(
                from: URL(fileURLWithPath: currentPath), kind: "snapshot",
                regenerateHint:
                    "\(ToolInvocation.command()) merge PART.json ... --output \(currentPath)")
            timed = current.measurements != nil
        } else {
            let configuration = try configuration ?? loadConfiguration()
            var build = request.build
            // The check compares lines, tests and timings: a coverage run and a type-checking
            // build per variant would be measured only to be thrown away.
            build?.measureCoverage = false
            build?.measureTypeChecking = false
            let measured = try SnapshotWorkflow.take(
                configuration, build: build, cancellation: cancellation)
            // The check writes no snapshot for the logs to go with: they are swapped in whole
            // once the run is measured (an interrupted run leaves the previous ones), before
            // anything that names them is printed.
            if let logs = measured.logs {
                // Under the baseline folder's lock, as `baseline` swaps in its own.
                guard
                    let lock = try BaselineWorkflow.lockFolder(
                        of: request.baselinePath, cancellation: cancellation, say: say)
                else {
                    logs.discard()
                    throw ArchMetricsError.interrupted(
                        "interrupted; the logs were left as they were")
                }
                defer { lock.unlock() }
                try logs.commit()
            }
            current = measured.snapshot
            timed = measured.timed
        }
        for diagnostic in current.diagnostics { say(diagnostic.formatted) }
        try SnapshotWorkflow.refusePartial(current, "check", consequence: "nothing was compared")
        if request.freeze || request.removeStale {
            return try BaselineFreeze.update(
                baseline, with: current, at: request.baselinePath, freezing: request.freeze,
                accepting: request.acceptNew, removingStale: request.removeStale,
                cancellation: cancellation, show: show, say: say)
        }
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: tolerances, compareTimings: timed,
            baselineLabel: "the baseline `\(request.baselinePath)`",
            currentLabel: request.currentPath.map { "`\($0)`" } ?? "the tree as it is now")
        return try DriftPublication.publish(
            report, format: request.format, maxRows: request.maxRows, baseline: baseline,
            current: current, files: request.files, in: currentFolder, environment: environment,
            cancellation: cancellation, show: show, say: say)
    }
}
