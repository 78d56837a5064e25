import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// `archmetrics compare`: two snapshots (files, or folders at git revisions measured now)
/// compared exactly as `check` compares, nothing measured but what a revision names.
package enum CompareWorkflow {
    /// Compares `baseline` with `current` (each a snapshot file or `[NAME=]REV:PATH`) and
    /// publishes the report, with `files` (`--sarif`, `--junit`) beside it; true when the
    /// verdict is a failure.
    package static func run(
        baseline baselineArgument: String, current currentArgument: String,
        tolerances: DriftTolerances, format: String, maxRows: Int,
        files: [(format: String, path: String)] = [], in currentFolder: URL,
        environment: [String: String], cancellation: CancellationToken,
        show: (String) -> Void, say: (String) -> Void
    ) throws -> Bool {
        // Both sides may read the same configuration: its warnings are said once.
        var said: Set<String> = []
        let warn = { (warning: String) in if said.insert(warning).inserted { say(warning) } }
        let baseline = try snapshot(
            baselineArgument, in: currentFolder, cancellation: cancellation, warn: warn)
        let current = try snapshot(
            currentArgument, in: currentFolder, cancellation: cancellation, warn: warn)
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: tolerances,
            baselineLabel: "`\(baselineArgument)`", currentLabel: "`\(currentArgument)`")
        return try DriftPublication.publish(
            report, format: format, maxRows: maxRows, baseline: baseline, current: current,
            files: files, in: currentFolder, environment: environment, cancellation: cancellation,
            show: show,
            say: say)
    }

    /// A snapshot file, or `[NAME=]REV:PATH`: the folder at a git revision, measured now
    /// (source metrics, as `report --no-build`) as one variant named NAME, else the folder's name.
    static func snapshot(
        _ argument: String, in folder: URL, cancellation: CancellationToken,
        warn: (String) -> Void = { _ in }
    ) throws -> MetricsSnapshot {
        var name: String?
        var value = argument
        // A file that exists is a snapshot, whatever its name holds (`a=b:c.json`).
        if !FileManager.default.fileExists(atPath: argument),
            let equals = argument.firstIndex(of: "="),
            let colon = argument.firstIndex(of: ":"), equals < colon
        {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
        }
        guard let (_, path) = GitVariants.revisionAndPath(value, in: folder) else {
            return try MetricsSnapshot.load(
                from: URL(fileURLWithPath: argument), kind: "snapshot",
                regenerateHint:
                    "\(ToolInvocation.command()) baseline --output FILE (or \(ToolInvocation.command()) report --format json)"
            )
        }
        let variantName =
            name ?? path.split(separator: "/").last.map(String.init) ?? "root"
        return try GitVariants.sourceMetrics(
            [(variantName, value)], configPath: nil, in: folder, cancellation: cancellation,
            warn: warn)
    }
}
