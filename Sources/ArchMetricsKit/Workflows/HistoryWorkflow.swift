import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation

/// `archmetrics history`: the source metrics of every variant at each commit of a git range
/// (`HistoryCollector`), written as a trend table, charts and JSON, and printed.
package enum HistoryWorkflow: Workflow {
    /// What `--format` takes: the history's formats.
    package typealias Format = HistoryFormat

    /// What the command line asked for.
    package struct Request {
        package var range = HistoryCollector.Range()
        /// `--variants NAME=PATH`, as for `report`.
        package var overrides: [VariantOverride] = []
        package var configPath: String?
        package var root: String?
        /// The folder for the files and the cache.
        package var output = URL(fileURLWithPath: "Reports/history")
        package var measure: LineMeasure = .physical
        package var format: Format = .markdown

        package init() {}
    }

    /// Written: history fails no check.
    package typealias Outcome = WorkflowResult

    package static func run(_ request: Request, in context: WorkflowContext) throws -> Outcome {
        let configuration = try ToolConfiguration.load(
            path: request.configPath.map(context.url), root: request.root.map(context.url),
            variantOverrides: request.overrides,
            // Read from git at each commit: a folder deleted since is charted where it existed.
            foldersMayBeGone: true, in: context)
        configuration.warnings.forEach(context.diagnostics.say)
        // git runs where the variants are (their repository, wherever the tool is run), or
        // here when none of them is in the work tree any more.
        let gitFolder =
            configuration.variants.map(\.folder).first {
                FileManager.default.fileExists(atPath: $0.path)
            } ?? context.folder

        let start = ContinuousClock.now
        let output = request.output
        let result = try HistoryCollector.collect(
            configuration, range: request.range, in: gitFolder,
            cacheFolder: output.appendingPathComponent("cache")
                .appendingPathComponent(HistoryCollector.cacheKey(configuration)),
            cancellation: context.cancellation)
        // A folder gone from the work tree is fine if some commit had it; if none did, it is a
        // typo, not a chart of gaps.
        for variant in configuration.variants
        where !FileManager.default.fileExists(atPath: variant.folder.path)
            && !result.history.commits.contains(where: { $0.variants[variant.name] != nil })
        {
            throw ArchMetricsError.input(
                "variant '\(variant.name)': no folder \(variant.folder.path), neither now nor in any of the \(result.history.commits.count) commits measured"
            )
        }
        context.diagnostics.report(result.diagnostics)
        guard
            try HistoryOutput.write(
                result.history, measure: request.measure, to: output,
                cancellation: context.cancellation) != nil
        else { throw ArchMetricsError.interrupted("interrupted; wrote no history") }
        context.show(
            request.format == .json
                ? try StableJSON.string(result.history)
                : HistoryOutput.markdown(result.history, measure: request.measure))
        let elapsed = ContinuousClock.now - start
        context.diagnostics.say(
            "archmetrics: history of \(result.history.commits.count) commits: \(result.measuredTrees) variant tree\(result.measuredTrees == 1 ? "" : "s") measured, \(result.cachedTrees) from the cache, in \(String(format: "%.2f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)) s; wrote \(output.relativePath)/\(HistoryOutput.markdownFileName)"
        )
        return Outcome(failed: false)
    }
}
