import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation

/// `archmetrics baseline`: a snapshot taken now (or promoted with `--from`) written as the
/// baseline `check` compares with, keeping the frozen rule violations of the one it replaces.
package enum BaselineWorkflow: Workflow {
    /// Where the baseline comes from.
    package enum Source {
        /// A snapshot already taken (`--from FILE`).
        case snapshot(path: String)
        /// The variants of `configPath` (else ./archmetrics.json, else those under `root`),
        /// measured now; `build` nil for source metrics only.
        case measured(configPath: URL?, root: URL?, build: MeasurementSettings?)
    }

    /// What the command line asked for.
    package struct Request {
        package var source: Source
        /// The baseline file (`--output`, default `CheckWorkflow.defaultBaseline`).
        package var output: String
        /// The user named the file or passed `--force`: it is written whatever it holds.
        package var asked: Bool

        package init(source: Source, output: String, asked: Bool = true) {
            self.source = source
            self.output = output
            self.asked = asked
        }
    }

    /// Failed when a variant did not build or measured nothing, or a file was not scanned: the
    /// baseline is written, saying so, but a gate must not take it for a pass.
    package typealias Outcome = WorkflowResult

    /// The baseline written must not replace what the run reads: the config, or the snapshot
    /// promoted with `--from` (./archmetrics.json when it is in `folder`, the run's).
    static func refuseClashes(_ request: Request, in folder: URL) throws {
        let inputs: [DistinctPaths.Path]
        switch request.source {
        case .snapshot(let path): inputs = [DistinctPaths.Path("the snapshot", path)]
        case .measured(let configPath, _, _):
            inputs = ToolConfiguration.input(configPath?.path, in: folder)
        }
        try DistinctPaths.refuseClashes(
            outputs: [DistinctPaths.Path("the baseline", request.output)], inputs: inputs,
            in: folder)
    }

    /// Takes or reads the snapshot and writes it to `output` (or beside it, see
    /// `OutputPlacement`, when it holds less than the baseline there and the user did not name
    /// the file or pass `--force`: `asked`); the summary line goes to the context's `show`,
    /// scan problems, failures and notes to its diagnostics.
    @discardableResult
    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        let say = context.diagnostics.say
        try refuseClashes(request, in: context.folder)
        switch request.source {
        case .snapshot(let path):
            // A metrics.json's rendered tables are not part of the snapshot read here.
            let snapshot = try MetricsSnapshot.load(
                from: context.url(path), kind: "snapshot",
                regenerateHint: "\(ToolInvocation.command(environment: context.environment)) report"
            )
            let output = try placed(
                request.output, content: SnapshotContent(snapshot), asked: request.asked,
                in: context)
            return try write(
                snapshot, timed: snapshot.measurements != nil, to: output, logs: nil, in: context)
        case .measured(let configPath, let root, let settings):
            let probe = settings?.options(
                logsFolder: CheckWorkflow.logsFolder(forBaseline: request.output, in: context),
                in: context)
            let output = try placed(
                request.output, content: OutputPlacement.content(of: probe),
                asked: request.asked, in: context)
            let build = settings?.options(
                logsFolder: CheckWorkflow.logsFolder(forBaseline: output, in: context),
                in: context)
            let configuration = try ToolConfiguration.load(
                path: configPath, root: root, variantOverrides: [], in: context)
            configuration.warnings.forEach(say)
            let current = try SnapshotWorkflow.take(configuration, build: build, in: context)
            return try write(
                current.snapshot, timed: current.timed, to: output, logs: current.logs,
                in: context)
        }
    }

    /// Where the baseline goes (`OutputPlacement`): `output` as given when it stays there (so
    /// a path the writer refuses, such as one ending in `/`, is still refused), else the place
    /// beside it; relative to the context's folder.
    static func placed(
        _ output: String, content: SnapshotContent, asked: Bool, in context: WorkflowContext
    ) throws -> String {
        let placement = OutputPlacement.baselineFile(context.url(output))
        let place = try placement.resolve(
            content: content, asked: asked, say: context.diagnostics.say)
        return place == placement.target ? output : place.relativePath
    }

    /// The lock `report` takes on its output folder, on the folder of the baseline at `path`:
    /// nil once `cancellation` says stop while waiting for another run.
    static func lockFolder(
        of path: URL, cancellation: CancellationToken, say: (String) -> Void
    ) throws -> FolderLock? {
        let folder = path.deletingLastPathComponent()
        return try FolderLock.acquire(
            folder,
            waiting: {
                say("archmetrics: another run is writing to \(folder.path); waiting for it")
            },
            cancellation: cancellation)
    }

    /// Writes the baseline, then swaps in the run's staged `logs` its log paths point into; an
    /// interrupted or failed write discards them and leaves the old baseline and logs alone.
    static func write(
        _ snapshot: MetricsSnapshot, timed: Bool, to output: String, logs: StagedFolder?,
        in context: WorkflowContext
    ) throws -> Outcome {
        let (cancellation, say) = (context.cancellation, context.diagnostics.say)
        context.diagnostics.report(snapshot.diagnostics)
        do {
            try SnapshotWorkflow.refusePartial(
                snapshot, "baseline", consequence: "the baseline was left as it was")
        } catch {
            logs?.discard()
            throw error
        }
        // The read of the old baseline, the write and the logs' swap, under the folder's lock:
        // two runs at once never lose one's frozen list, nor leave log paths pointing nowhere.
        let file = context.url(output)
        guard let lock = try lockFolder(of: file, cancellation: cancellation, say: say) else {
            logs?.discard()
            throw ArchMetricsError.interrupted("interrupted; the baseline was left as it was")
        }
        defer { lock.unlock() }
        var snapshot = snapshot
        // Re-measuring the metrics forgives no rule violation: the frozen ones carry over
        // (`check --freeze` is the one way to change them).
        // Read here, under the lock, not when the place was chosen: a whole measurement may
        // run in between, and another run's `check --freeze` with it. Its keys alone.
        if snapshot.frozenViolations == nil,
            let previous = SnapshotProbe.read(file)
        {
            snapshot.frozenViolations = previous.frozenViolations
        }
        do {
            try AtomicFile.write(
                [AtomicFile.Output(file, try StableJSON.encode(snapshot))],
                unless: cancellation, orSay: "the baseline was left as it was")
        } catch {
            logs?.discard()
            throw error
        }
        try logs?.commit()
        let files = snapshot.variants.reduce(0) { $0 + $1.files.count }
        let hasTimings = snapshot.measurements?.variants.contains { !$0.timings.isEmpty } == true
        let hasCompileWork =
            snapshot.measurements?.variants.contains { $0.compileWork != nil } == true
        let measured = [
            hasTimings ? "build and test timings" : nil, hasCompileWork ? "compile work" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        context.show(
            "Wrote baseline \(output): \(snapshot.variants.count) variants (\(snapshot.variants.map(\.name).joined(separator: ", "))), \(files) files, \(timed && !measured.isEmpty ? "with \(measured)" : "source metrics only")."
        )
        for failure in RunFailures.variants(snapshot) {
            context.diagnostics.fail("archmetrics: \(failure)")
        }
        return Outcome(failed: context.diagnostics.failed)
    }
}
