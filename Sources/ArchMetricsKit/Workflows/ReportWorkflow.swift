import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation

/// `archmetrics report`: a snapshot taken now (or read with `--from`), its report files written
/// together, and the report printed. The command line parses arguments and maps `Outcome` to an
/// exit status; everything between is here.
package enum ReportWorkflow: Workflow {
    /// What to report on.
    package enum Source {
        /// A snapshot already taken (`--from FILE`), rendered as it is.
        case snapshot(path: String)
        /// The variants as they are now: `--variants NAME=PATH` (PATH may be `REV:PATH`)
        /// overriding those of `configPath` (else ./archmetrics.json, else those under `root`).
        case variants(overrides: [VariantOverride], configPath: URL?, root: URL?)
    }

    /// What `--format` takes: the report's formats.
    package typealias Format = ReportFormat

    /// What the command line asked for.
    package struct Request {
        package var source: Source
        /// The report folder (`--output`, default Reports).
        package var outputFolder: URL
        /// The user named the folder or passed `--force`: it is written whatever it holds.
        package var outputAsked: Bool
        package var measure: LineMeasure = .physical
        /// Nil when not asked for: the Markdown, except after a measured run, whose half-hour
        /// output is summed up by its findings and the files written.
        package var format: Format?
        /// What to build and time; nil for `--no-build`.
        package var build: MeasurementSettings?

        package init(
            source: Source, outputFolder: URL, outputAsked: Bool = true,
            measure: LineMeasure = .physical, format: Format? = nil,
            build: MeasurementSettings? = nil
        ) {
            self.source = source
            self.outputFolder = outputFolder
            self.outputAsked = outputAsked
            self.measure = measure
            self.format = format
            self.build = build
        }
    }

    /// How the run ended: failed when a file could not be scanned, or a variant failed to build
    /// or pass its tests.
    package typealias Outcome = WorkflowResult

    /// Takes (or reads) the snapshot, writes the report files into `outputFolder` (or beside
    /// it, see `OutputPlacement`, when the run holds less than the report there and the user
    /// did not name the folder or pass `--force`: `outputAsked`) and renders `format` on the
    /// context's `show`. `build` times builds and tests, its logs staged and swapped in with
    /// the report. Lines meant for stderr (scan problems, waiting for another run, failed
    /// variants) go to the context's diagnostics, in order. Ctrl-C through the context's token
    /// writes nothing and throws `interrupted`.
    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        let placement = OutputPlacement.reportFolder(request.outputFolder)
        let say = context.diagnostics.say
        switch request.source {
        case .snapshot(let path):
            let snapshot = try MetricsSnapshot.load(
                from: context.url(path), kind: "snapshot",
                regenerateHint:
                    "\(ToolInvocation.command(environment: context.environment)) report --output \(context.url(path).deletingLastPathComponent().relativePath)"
            )
            let outputFolder = try placement.resolve(
                content: SnapshotContent(snapshot), asked: request.outputAsked, say: say)
            return try write(
                snapshot, request, to: outputFolder, logs: nil, in: context)
        case .variants(let overrides, let configPath, let root):
            // Variants at git revisions are unpacked from git's objects; source metrics only,
            // since timing a build needs a package folder to build in, which the user's checkout
            // is.
            if request.build != nil,
                let override = overrides.first(where: {
                    GitVariants.revisionAndPath($0.path, in: context.folder) != nil
                })
            {
                throw ArchMetricsError.usage(
                    "report: --variants \(override.name)=\(override.path) reads a git revision: add --no-build (source metrics only)"
                )
            }
            return try GitVariants.withConfiguration(
                overrides, configPath: configPath, root: root, in: context
            ) { configuration in
                configuration.warnings.forEach(say)
                // Decided before measuring: the logs go with the report.
                let probe = request.build.map {
                    $0.options(logsFolder: request.outputFolder, in: context)
                }
                let outputFolder = try placement.resolve(
                    content: OutputPlacement.content(of: probe), asked: request.outputAsked,
                    say: say)
                let build = request.build.map {
                    $0.options(logsFolder: ToolFolder.logs(in: outputFolder), in: context)
                }
                // The run's logs are written aside and swapped in with the report: a run that
                // fails or is interrupted leaves the previous report's logs as they were.
                // Nothing is written until the measurement returns: Ctrl-C leaves the old report
                // intact.
                let taken = try SnapshotWorkflow.take(
                    configuration, build: build, in: context,
                    interruptedMessage: "interrupted; wrote no report")
                return try write(
                    taken.snapshot, request, to: outputFolder, logs: taken.logs, in: context)
            }
        }
    }

    /// Writes the report files and renders the report; says what failed.
    static func write(
        _ snapshot: MetricsSnapshot, _ request: Request, to outputFolder: URL,
        logs: StagedFolder?, in context: WorkflowContext
    ) throws -> Outcome {
        let (measure, format, say) = (request.measure, request.format, context.diagnostics.say)
        context.diagnostics.report(snapshot.diagnostics)
        let written = try ReportWriter.write(
            snapshot, measure: measure,
            toolCommand: ToolInvocation.command(writes: false, environment: context.environment),
            to: outputFolder, logs: logs,
            waiting: {
                say("archmetrics: another run is writing to \(outputFolder.path); waiting for it")
            },
            cancellation: context.cancellation,
            removed: {
                say("archmetrics: removed \($0.relativePath), left by a report with build times")
            })
        guard let written else {
            throw ArchMetricsError.interrupted("interrupted; wrote no report")
        }
        if format == nil, logs != nil {
            context.show(summary(written.report.findings, written: written.files, in: outputFolder))
        } else {
            context.show(written.report.text(format ?? .markdown))
        }
        for failure in RunFailures.variants(snapshot, logsFolder: outputFolder) {
            context.diagnostics.fail("archmetrics: \(failure)")
        }
        // A file not scanned (its diagnostic) or a variant that failed was reported as an error.
        return Outcome(failed: context.diagnostics.failed)
    }

    /// What a measured run prints: its findings, then the files written and where the logs are.
    static func summary(_ findings: [String], written: [URL], in folder: URL) -> String {
        let names = written.map(\.lastPathComponent).joined(separator: ", ")
        let logs = ToolFolder.logs(in: folder).relativePath
        return
            (findings + [
                "",
                "wrote \(folder.relativePath)/ (\(written.count) files: \(names); logs in \(logs)/); "
                    + "the whole report is \(folder.appendingPathComponent(ReportWriter.markdownFileName).relativePath)",
            ]).joined(separator: "\n")
    }
}
