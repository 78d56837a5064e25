import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation

/// `archmetrics report`: a snapshot taken now (or read with `--from`), its report files written
/// together, and the report printed. The command line parses arguments and maps `Outcome` to an
/// exit status; everything between is here.
package enum ReportWorkflow {
    /// What to report on.
    package enum Source {
        /// A snapshot already taken (`--from FILE`), rendered as it is.
        case snapshot(path: String)
        /// The variants as they are now: `--variants NAME=PATH` pairs (PATH may be `REV:PATH`)
        /// overriding those of `configPath` (else ./archmetrics.json, else those under `root`).
        case variants(overrides: [(String, String)], configPath: URL?, root: URL?)
    }

    /// How the run ended.
    package struct Outcome {
        /// A file could not be scanned, or a variant failed to build or pass its tests.
        package var failed: Bool
    }

    /// Takes (or reads) the snapshot, writes the report files into `outputFolder` (or beside
    /// it, see `OutputPlacement`, when the run holds less than the report there and the user
    /// did not name the folder or pass `--force`: `outputAsked`) and renders
    /// `format` (`markdown` or `json`; nil when not asked for: the Markdown, except after a
    /// measured run, whose half-hour output is summed up by its findings and the files
    /// written) for `show` (stdout). `build` (nil for `--no-build`) times
    /// builds and tests, its logs staged and swapped in with the report. `say` gets each line
    /// meant for stderr, in order (scan problems, waiting for another run, failed variants).
    /// Ctrl-C through `cancellation` writes nothing and throws `interrupted`.
    package static func run(
        _ source: Source, outputFolder: URL, outputAsked: Bool = true, measure: LineMeasure,
        format: String?, build: MeasurementOptions?, in currentFolder: URL,
        cancellation: CancellationToken, show: (String) -> Void, say: (String) -> Void
    ) throws -> Outcome {
        let placement = OutputPlacement.reportFolder(outputFolder)
        switch source {
        case .snapshot(let path):
            let snapshot = try MetricsSnapshot.load(
                from: URL(fileURLWithPath: path), kind: "snapshot",
                regenerateHint:
                    "\(ToolInvocation.command()) report --output \(URL(fileURLWithPath: path).deletingLastPathComponent().relativePath)"
            )
            let outputFolder = try placement.resolve(
                content: SnapshotContent(snapshot), asked: outputAsked, say: say)
            return try write(
                snapshot, measure: measure, format: format, to: outputFolder, logs: nil,
                cancellation: cancellation, show: show, say: say)
        case .variants(let overrides, let configPath, let root):
            // Variants at git revisions are unpacked from git's objects; source metrics only,
            // since timing a build needs a package folder to build in, which the user's checkout
            // is.
            if build != nil,
                let (name, value) = overrides.first(where: {
                    GitVariants.revisionAndPath($0.1, in: currentFolder) != nil
                })
            {
                throw ArchMetricsError.usage(
                    "report: --variants \(name)=\(value) reads a git revision: add --no-build (source metrics only)"
                )
            }
            let (configuration, sourceMetrics) = try GitVariants.withConfiguration(
                overrides, configPath: configPath, root: root, in: currentFolder,
                cancellation: cancellation
            ) { ($0, try SnapshotWorkflow.sourceMetrics($0)) }
            configuration.warnings.forEach(say)
            var snapshot = sourceMetrics
            // Decided before measuring: the logs go with the report.
            let outputFolder = try placement.resolve(
                content: OutputPlacement.content(of: build), asked: outputAsked, say: say)
            var build = build
            build?.logsFolder = outputFolder.appendingPathComponent("logs")
            if cancellation.isCancelled {
                throw ArchMetricsError.interrupted("interrupted; wrote no report")
            }
            var logs: StagedFolder?
            if let build {
                // The run's logs are written aside and swapped in with the report: a run that
                // fails or is interrupted leaves the previous report's logs as they were.
                // Nothing is written until the harness returns: Ctrl-C leaves the old report
                // intact.
                let staged = try StagedFolder(final: outputFolder.appendingPathComponent("logs"))
                logs = staged
                try SnapshotWorkflow.measure(
                    &snapshot, configuration: configuration, options: build, logs: staged,
                    cancellation: cancellation)
            }
            return try write(
                snapshot, measure: measure, format: format, to: outputFolder, logs: logs,
                cancellation: cancellation, show: show, say: say)
        }
    }

    /// Writes the report files and renders the report; says what failed.
    static func write(
        _ snapshot: MetricsSnapshot, measure: LineMeasure, format: String?, to outputFolder: URL,
        logs: StagedFolder?, cancellation: CancellationToken, show: (String) -> Void,
        say: (String) -> Void
    ) throws -> Outcome {
        for diagnostic in snapshot.diagnostics { say(diagnostic.formatted) }
        let written = try ReportWriter.write(
            snapshot, measure: measure, to: outputFolder, logs: logs,
            waiting: {
                say("archmetrics: another run is writing to \(outputFolder.path); waiting for it")
            },
            cancellation: cancellation,
            removed: {
                say("archmetrics: removed \($0.relativePath), left by a report with build times")
            })
        guard let written else {
            throw ArchMetricsError.interrupted("interrupted; wrote no report")
        }
        if format == nil, logs != nil {
            show(summary(written.report.findings, written: written.files, in: outputFolder))
        } else {
            show(written.report.text(format == "json" ? .json : .markdown) ?? "")
        }
        let failedVariants = snapshot.measurements?.variants.filter { $0.status != .ok } ?? []
        for variant in failedVariants {
            say(
                "archmetrics: \(variant.variant) \(variant.status.rawValue): \(variant.failureReason ?? "see its logs")"
                    + (variant.logPaths.last.map {
                        " (log: \(outputFolder.appendingPathComponent($0).path))"
                    } ?? ""))
        }
        return Outcome(failed: !RunFailures.lines(snapshot).isEmpty)
    }

    /// What a measured run prints: its findings, then the files written and where the logs are.
    static func summary(_ findings: [String], written: [URL], in folder: URL) -> String {
        let names = written.map(\.lastPathComponent).joined(separator: ", ")
        let logs = folder.appendingPathComponent("logs").relativePath
        return
            (findings + [
                "",
                "wrote \(folder.relativePath)/ (\(written.count) files: \(names); logs in \(logs)/); "
                    + "the whole report is \(folder.appendingPathComponent(ReportWriter.markdownFileName).relativePath)",
            ]).joined(separator: "\n")
    }
}
