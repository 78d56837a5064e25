import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// How `compare` and `check` hand a drift report to people and CI: printed in one format,
/// written in others beside it, and under GitHub Actions annotated and appended to the step
/// summary. One place, so both commands give code scanning, test reports and the step summary
/// the same verdicts.
package enum DriftPublication {
    /// What `--format` takes: the drift stage's formats, each rendered by its own formatter.
    package typealias Format = DriftFormat

    /// What `--format` prints when it is not given. Named here, with `File.sarif` and
    /// `File.junit`, so the command line names the formats without importing the drift stage.
    package static let defaultFormat = Format.markdown

    /// A rendering written to a file beside the printed one (`--sarif FILE`, `--junit FILE`).
    package struct File: Equatable, Sendable {
        package var format: Format
        package var path: String

        package init(format: Format, path: String) {
            self.format = format
            self.path = path
        }

        /// `--sarif FILE`.
        package static func sarif(_ path: String) -> File { File(format: .sarif, path: path) }

        /// `--junit FILE`.
        package static func junit(_ path: String) -> File { File(format: .junit, path: path) }
    }

    /// `files` as outputs of the run, for `DistinctPaths`: named by their options.
    package static func outputs(_ files: [File]) -> [DistinctPaths.Path] {
        files.map { DistinctPaths.Path("--\($0.format.rawValue)", $0.path) }
    }

    /// Prints the report in `format` on the context's `show`, and under GitHub Actions
    /// annotates (on its diagnostics, stderr) and appends the step summary. The snapshots
    /// compared give JUnit the roles each variant has. `files` are extra renderings written
    /// beside the printed one (`check --sarif FILE --junit FILE`), all together unless the
    /// context's token is cancelled first, so one run annotates once. Returns true when the
    /// verdict is a failure.
    /// `judgedAgainst`: the files the verdict was judged against (the baseline, the config),
    /// where SARIF places a finding about a whole variant without a `Package.swift`.
    package static func publish(
        _ report: DriftResult, format: Format, maxRows: Int, baseline: MetricsSnapshot,
        current: MetricsSnapshot, files: [File] = [], judgedAgainst: [String] = [],
        in context: WorkflowContext
    ) throws -> Bool {
        let environment = context.environment
        // Paths GitHub and CI test reports can place: relative to the repository's top, wherever
        // in it the tool runs (a package in a subfolder, a plugin run in the package folder).
        let root = RepositoryRoot.find(in: context).path
        let tool = ToolInvocation.command(environment: environment)
        let formatContext = DriftFormatContext(
            baseline: baseline, current: current, repositoryRoot: root,
            workingDirectory: context.folder.path, maxRows: maxRows,
            variantAnchors: judgedAgainst, toolCommand: tool)
        // The Markdown serves the step summary too: rendered once, whatever else is asked.
        let markdown = try Format.markdown.formatter(formatContext).format(report)
        func render(_ format: Format) throws -> String {
            format == .markdown ? markdown : try format.formatter(formatContext).format(report)
        }
        if !files.isEmpty {
            let outputs = try files.map {
                AtomicFile.Output(context.url($0.path), try render($0.format) + "\n")
            }
            try AtomicFile.write(
                outputs, unless: context.cancellation, orSay: "no report file was written")
        }
        context.show(try render(format))
        if GitHubActions.isActive(environment) {
            let annotations = DriftAnnotationsFormatter(
                repositoryRoot: root, workingDirectory: context.folder.path, toolCommand: tool
            )
            .annotations(report)
            var summaryText = markdown
            if let file = annotationsFile(format: format, environment: environment) {
                try annotationLines(
                    annotations, into: file, summary: &summaryText, in: context)
            } else {
                for annotation in annotations { context.diagnostics.annotate(annotation) }
            }
            if let summary = environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                try GitHubActions.appendStepSummary(summaryText, to: summary)
            }
        }
        return report.failed
    }

    /// Under the plugin SwiftPM prints the tool's stderr on its own stdout, so annotations
    /// there would land inside a SARIF, JSON or JUnit document printed on stdout. Then they
    /// go to `$ARCHMETRICS_ANNOTATIONS_FILE` (a later step prints it), or nowhere: "" for that.
    /// Nil: stderr, where they belong.
    static func annotationsFile(format: Format, environment: [String: String]) -> String? {
        guard environment["ARCHMETRICS_PLUGIN"] == "1", format != .markdown else { return nil }
        return environment["ARCHMETRICS_ANNOTATIONS_FILE"] ?? ""
    }

    /// Writes `annotations` to `file` (read from the context's folder) whole, unless the
    /// context's token was cancelled first (then nothing, and `interrupted`); with no file,
    /// says in the step summary (a file, not stdout) that they were left out and how to get
    /// them.
    static func annotationLines(
        _ annotations: [String], into file: String, summary: inout String,
        in context: WorkflowContext
    ) throws {
        guard !file.isEmpty else {
            if !annotations.isEmpty {
                summary +=
                    "\n_\(annotations.count) annotation(s) left out: stdout holds the requested format under the plugin. Set ARCHMETRICS_ANNOTATIONS_FILE to a file and print it in a later step, or use --sarif FILE with the Markdown on stdout._\n"
            }
            return
        }
        try AtomicFile.write(
            [AtomicFile.Output(context.url(file), annotations.map { $0 + "\n" }.joined())],
            unless: context.cancellation, orSay: "no annotations file was written")
    }
}
