import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation

/// `archmetrics baseline`: a snapshot taken now (or promoted with `--from`) written as the
/// baseline `check` compares with, keeping the frozen rule violations of the one it replaces.
package enum BaselineWorkflow {
    /// Where the baseline comes from.
    package enum Source {
        /// A snapshot already taken (`--from FILE`).
        case snapshot(path: String)
        /// The variants of `configPath` (else ./archmetrics.json, else those under `root`),
        /// measured now; `build` nil for source metrics only.
        case measured(configPath: URL?, root: URL?, build: MeasurementOptions?)
    }

    /// Takes or reads the snapshot and writes it to `output` (or beside it, see
    /// `OutputPlacement`, when it holds less than the baseline there and the user did not name
    /// the file or pass `--force`: `asked`); `show` gets the summary line (stdout), `say` scan
    /// problems, failures and notes (stderr). True when the run failed (a variant that did not
    /// build or measured nothing, a file not scanned): the baseline is written, saying so, but a
    /// gate must not take it for a pass.
    @discardableResult
    package static func run(
        _ source: Source, to output: String, asked: Bool = true, cancellation: CancellationToken,
        show: (String) -> Void, say: (String) -> Void
    ) throws -> Bool {
        switch source {
        case .snapshot(let path):
            // A metrics.json's rendered tables are not part of the snapshot read here.
            let snapshot = try MetricsSnapshot.load(
                from: URL(fileURLWithPath: path), kind: "snapshot",
                regenerateHint: "\(ToolInvocation.command()) report")
            let output = try placed(
                output, content: SnapshotContent(snapshot), asked: asked, say: say)
            return try write(
                snapshot, timed: snapshot.measurements != nil, to: output, logs: nil,
                cancellation: cancellation, show: show, say: say)
        case .measured(let configPath, let root, let build):
            let output = try placed(
                output, content: OutputPlacement.content(of: build), asked: asked, say: say)
            var build = build
            build?.logsFolder = CheckWorkflow.logsFolder(forBaseline: output)
            let configuration = try ReportConfiguration.load(
                path: configPath, root: root, variantOverrides: [], cancellation: cancellation)
            configuration.warnings.forEach(say)
            let current = try SnapshotWorkflow.take(
                configuration, build: build, cancellation: cancellation)
            return try write(
                current.snapshot, timed: current.timed, to: output, logs: current.logs,
                cancellation: cancellation, show: show, say: say)
        }
    }

    /// Where the baseline goes (`OutputPlacement`): `output` as given when it stays there (so
    /// a path the writer refuses, such as one ending in `/`, is still refused), else the place
    /// beside it.
    static func placed(
        _ output: String, content: SnapshotContent, asked: Bool, say: (String) -> Void
    ) throws -> String {
        let placement = OutputPlacement.baselineFile(URL(fileURLWithPath: output))
        let place = try placement.resolve(content: content, asked: asked, say: say)
        return place == placement.target ? output : place.relativePath
    }

    /// The lock `report` takes on its output folder, on the folder of the baseline at `path`:
    /// nil once `cancellation` says stop while waiting for another run.
    static func lockFolder(
        of path: String, cancellation: CancellationToken, say: (String) -> Void
    ) throws -> FolderLock? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        return try FolderLock.acquire(
            folder,
            waiting: {
                say("archmetrics: another run is writing to \(folder.path); waiting for it")
            },
            proceed: { !cancellation.isCancelled })
    }

    /// Writes the baseline, then swaps in the run's staged `logs` its log paths point into; an
    /// interrupted or failed write discards them and leaves the old baseline and logs alone.
    static func write(
        _ snapshot: MetricsSnapshot, timed: Bool, to output: String, logs: StagedFolder?,
        cancellation: CancellationToken, show: (String) -> Void, say: (String) -> Void
    ) throws -> Bool {
        for diagnostic in snapshot.diagnostics { say(diagnostic.formatted) }
        do {
            try SnapshotWorkflow.refusePartial(
                snapshot, "baseline", consequence: "the baseline was left as it was")
        } catch {
            logs?.discard()
            throw error
        }
        // The read of the old baseline, the write and the logs' swap, under the folder's lock:
        // two runs at once never lose one's frozen list, nor leave log paths pointing nowhere.
        guard let lock = try lockFolder(of: output, cancellation: cancellation, say: say) else {
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
            let previous = SnapshotProbe.read(URL(fileURLWithPath: output))
        {
            snapshot.frozenViolations = previous.frozenViolations
        }
        do {
            try AtomicFile.write(
                [AtomicFile.Output(URL(fileURLWithPath: output), try StableJSON.encode(snapshot))],
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
        show(
            "Wrote baseline \(output): \(snapshot.variants.count) variants (\(snapshot.variants.map(\.name).joined(separator: ", "))), \(files) files, \(timed && !measured.isEmpty ? "with \(measured)" : "source metrics only")."
        )
        for failure in RunFailures.variants(snapshot) { say("archmetrics: \(failure)") }
        return !RunFailures.lines(snapshot).isEmpty
    }
}
