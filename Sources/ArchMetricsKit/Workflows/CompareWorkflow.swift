import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `archmetrics compare`: two snapshots (files, or folders at git revisions measured now)
/// compared exactly as `check` compares, nothing measured but what a revision names.
package enum CompareWorkflow: Workflow {
    /// What the command line asked for.
    package struct Request {
        /// Each a snapshot file or `[NAME=]REV:PATH`.
        package var baseline: String
        package var current: String
        package var tolerances: DriftTolerances
        package var format: DriftPublication.Format
        package var maxRows: Int
        /// `--sarif FILE`, `--junit FILE`.
        package var files: [DriftPublication.File]

        package init(
            baseline: String, current: String, tolerances: DriftTolerances,
            format: DriftPublication.Format, maxRows: Int, files: [DriftPublication.File] = []
        ) {
            self.baseline = baseline
            self.current = current
            self.tolerances = tolerances
            self.format = format
            self.maxRows = maxRows
            self.files = files
        }
    }

    /// Failed: drift beyond tolerance.
    package typealias Outcome = WorkflowResult

    /// `--tolerance KEY=VALUE` settings, later ones winning, over the exact defaults.
    package static func tolerances(_ settings: [String]) throws -> DriftTolerances {
        var tolerances = DriftTolerances()
        for setting in settings { try tolerances.apply(setting) }
        return tolerances
    }

    /// Compares the two sides and publishes the report, with `files` beside it.
    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        try DistinctPaths.refuseClashes(
            outputs: DriftPublication.outputs(request.files),
            inputs: [
                DistinctPaths.Path("the baseline", request.baseline),
                DistinctPaths.Path("the current snapshot", request.current),
            ], in: context.folder)
        // Both sides may read the same configuration: its warnings are said once.
        var said: Set<String> = []
        let warn = { (warning: String) in
            if said.insert(warning).inserted { context.diagnostics.say(warning) }
        }
        let baseline = try snapshot(request.baseline, in: context, warn: warn)
        let current = try snapshot(request.current, in: context, warn: warn)
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: request.tolerances,
            baselineLabel: "`\(request.baseline)`", currentLabel: "`\(request.current)`")
        // A baseline side read from a file is what the verdict was judged against; one read
        // from git (`REV:PATH`) has no file to point at, but the configuration it was read
        // with may (./archmetrics.json, which `GitVariants` reads when it exists).
        let judgedAgainst = [request.baseline, ToolConfiguration.defaultFileName].filter {
            FileManager.default.fileExists(atPath: context.url($0).path)
        }
        return Outcome(
            failed: try DriftPublication.publish(
                report, format: request.format, maxRows: request.maxRows, baseline: baseline,
                current: current, files: request.files, judgedAgainst: judgedAgainst,
                in: context))
    }

    /// A snapshot file, or `[NAME=]REV:PATH`: the folder at a git revision, measured now
    /// (source metrics, as `report --no-build`) as one variant named NAME, else the folder's name.
    static func snapshot(
        _ argument: String, in context: WorkflowContext, warn: (String) -> Void
    ) throws -> MetricsSnapshot {
        let folder = context.folder
        var name: String?
        var value = argument
        // A file that exists is a snapshot, whatever its name holds (`a=b:c.json`).
        if !FileManager.default.fileExists(atPath: context.url(argument).path),
            let equals = argument.firstIndex(of: "="),
            let colon = argument.firstIndex(of: ":"), equals < colon
        {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
        }
        guard let (_, path) = GitVariants.revisionAndPath(value, in: folder) else {
            let tool = ToolInvocation.command(environment: context.environment)
            return try MetricsSnapshot.load(
                from: context.url(argument), kind: "snapshot",
                regenerateHint:
                    "\(tool) baseline --output FILE (or \(tool) report --format json)")
        }
        let variantName =
            name ?? path.split(separator: "/").last.map(String.init) ?? "root"
        return try GitVariants.sourceMetrics(
            [VariantOverride(name: variantName, path: value)], configPath: nil, in: context,
            warn: warn)
    }
}
