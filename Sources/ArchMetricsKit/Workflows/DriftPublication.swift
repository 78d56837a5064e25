import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// How `compare` and `check` hand a drift report to people and CI: printed in one format,
/// written in others beside it, and under GitHub Actions annotated and appended to the step
/// summary. One place, so both commands give code scanning, test reports and the step summary
/// the same verdicts.
package enum DriftPublication {
    /// What `--format` takes.
    package static let formats = DriftFormat.allCases.map(\.rawValue)

    /// Prints the report in `format` through `show`, and under GitHub Actions annotates (through
    /// `say`, stderr) and appends the step summary. The snapshots compared give JUnit the roles
    /// each variant has. `files` are extra renderings written beside the printed one (`check
    /// --sarif FILE --junit FILE`), all together unless `cancellation` comes first, so one run
    /// annotates once. Returns true when the verdict is a failure.
    package static func publish(
        _ report: DriftReport, format: String, maxRows: Int, baseline: MetricsSnapshot,
        current: MetricsSnapshot, files: [(format: String, path: String)] = [],
        in currentFolder: URL, environment: [String: String], cancellation: CancellationToken,
        show: (String) -> Void, say: (String) -> Void
    ) throws -> Bool {
        // Paths GitHub and CI test reports can place: relative to the repository's top, wherever
        // in it the tool runs (a package in a subfolder, a plugin run in the package folder).
        let root = RepositoryRoot.find(from: currentFolder, environment: environment).path
        let context = DriftFormatContext(
            baseline: baseline, current: current, repositoryRoot: root, maxRows: maxRows)
        func render(_ format: String) throws -> String {
            try (DriftFormat(rawValue: format) ?? .markdown).formatter(context).format(report)
        }
        let markdown = try render("markdown")
        if !files.isEmpty {
            let outputs = try files.map {
                AtomicFile.Output(URL(fileURLWithPath: $0.path), try render($0.format) + "\n")
            }
            try AtomicFile.write(
                outputs, unless: cancellation, orSay: "no report file was written")
        }
        show(try render(format))
        if GitHubActions.isActive(environment) {
            let annotations = DriftAnnotationsFormatter(repositoryRoot: root).annotations(report)
            var summaryText = markdown
            if let file = annotationsFile(format: format, environment: environment) {
                try annotationLines(annotations, into: file, summary: &summaryText)
            } else {
                for annotation in annotations { say(annotation) }
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
    static func annotationsFile(format: String, environment: [String: String]) -> String? {
        guard environment["ARCHMETRICS_PLUGIN"] == "1", format != "markdown" else { return nil }
        return environment["ARCHMETRICS_ANNOTATIONS_FILE"] ?? ""
    }

    /// Writes `annotations` to `file` whole; with no file, says in the step summary (a file,
    /// not stdout) that they were left out and how to get them.
    static func annotationLines(
        _ annotations: [String], into file: String, summary: inout String
    ) throws {
        guard !file.isEmpty else {
            if !annotations.isEmpty {
                summary +=
                    "\n_\(annotations.count) annotation(s) left out: stdout holds the requested format under the plugin. Set ARCHMETRICS_ANNOTATIONS_FILE to a file and print it in a later step, or use --sarif FILE with the Markdown on stdout._\n"
            }
            return
        }
        try AtomicFile.write(
            annotations.map { $0 + "\n" }.joined(), to: URL(fileURLWithPath: file))
    }
}
