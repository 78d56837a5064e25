import ArchMetricsKit
import Foundation

enum HistoryCommand: Command {
    static let name = "history"
    static let summary = "Source metrics at each commit of a git range: trend table and charts."
    static let help = """
        USAGE: archmetrics history [--last N | --since REF] [--every N] [--revision REV] [--all-parents]
                                   [--date committer|author]
                                   [--variants NAME=PATH ...] [--config FILE] [--output DIR]
                                   [--measure physical|code] [--format markdown|json] [ROOT]

        Measures the source metrics of every variant (as 'report --no-build' does) at each
        commit of a range, read from git's objects: nothing is checked out, the work tree and
        the index are not touched. Writes to the output folder:
          history.md      a trend table per variant and role (first, last, min, max, change)
                          and the total lines of each variant per commit
          history-NAME.svg  a line chart per variant: a line per role over the commits
          history.json    every commit's lines per variant and role
        and prints the Markdown (or the JSON).

        The variants are those 'report' finds now (ROOT, --variants or the config), each
        followed back from its folder's current path; when the folder was renamed, git's
        rename detection (diff-tree -M) finds where it was before. A commit where a variant
        does not exist leaves a gap; a folder deleted since (--variants Old=Old) is charted
        over the commits that had it. Merges: only first parents by default (the mainline, one
        commit per merged branch); --all-parents follows every parent, in topological order.

        Each variant folder is a git tree: every distinct tree is measured once and cached as
        DIR/cache/KEY/TREE.json (KEY: the tool version and config file), so commits that did
        not touch a variant cost nothing, and a rerun measures only new trees. git (and tar,
        to unpack a tree) are the user's own tools, run as child processes.

        OPTIONS:
        \(options.helpText)

        EXIT STATUS: 0 written; 2 bad usage, not a git repository, an unknown revision or a
                     variant folder outside the repository.

        EXAMPLES:
          archmetrics history --last 50
              The bundled core's variants over the last 50 mainline commits, into Reports/history.
          archmetrics history --since v1.0 --every 5 --variants App=App
              Every fifth commit since the tag v1.0, of the folder App.
        """

    static let options: [OptionSpec] = [
        OptionSpec(
            "last", .value(placeholder: "N"),
            "At most the last N commits of the range (default 100)."),
        OptionSpec(
            "since", .value(placeholder: "REF"),
            "Only commits after REF (REF..REVISION); with --last, the\nnewer N of them."),
        OptionSpec(
            "every", .value(placeholder: "N"),
            "Every N-th of those commits, counted from the newest (default 1)."),
        OptionSpec(
            "revision", .value(placeholder: "REV"), "Where the range ends (default HEAD)."),
        OptionSpec(
            "all-parents", "Follow every parent of merges, not only the first."),
        OptionSpec(
            "date", .value(placeholder: "KIND"),
            "The date each commit is shown with: committer (default, when it\nlanded) or author (when it was written; kept by rebases)."
        ),
        OptionSpec(
            "variants", .value(placeholder: "NAME=PATH"),
            "These variant folders (repeat for each), as for 'report'."),
        OptionSpec(
            "config", .value(placeholder: "FILE"),
            "Settings as for 'report' (default: ./archmetrics.json when it\nexists)."),
        OptionSpec(
            "output", .value(placeholder: "DIR"),
            "Folder for the files and the cache (default: Reports/history)."),
        OptionSpec(
            "measure", .value(placeholder: "MEASURE"),
            "physical (default) or code lines in the table and charts."),
        OptionSpec(
            "format", .value(placeholder: "FORMAT"),
            "What to print on stdout: markdown (default) or json."),
        .helpOption,
    ]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        // Ctrl-C cancels from the start: git runs early (the configuration may name revisions),
        // and an interrupt before the handler would kill the tool by the signal instead of 130.
        _ = Interruption.token
        let since = try arguments.option("since")
        // Without --since, a bounded default: a long history is asked for, not stumbled into.
        let last = try arguments.intOption(
            "last", default: since == nil ? 100 : Int.max, range: 1...Int.max)
        let every = try arguments.intOption("every", default: 1, range: 1...1_000_000)
        let revision = try arguments.option("revision") ?? "HEAD"
        let allParents = arguments.flag("all-parents")
        let dateKind = GitRepository.DateKind(
            rawValue: try arguments.choice(
                "date", GitRepository.DateKind.allCases.map(\.rawValue), default: "committer"))!
        let variantSpecs = try arguments.options("variants")
        let configPath = try arguments.option("config")
        let output = URL(fileURLWithPath: try arguments.option("output") ?? "Reports/history")
        let measure = try arguments.lineMeasure()
        let format = try arguments.choice("format", ["markdown", "json"], default: "markdown")
        let root = try arguments.optionalRoot()
        let overrides = try VariantOverrides.parse(variantSpecs, root: root, command: "history")
        let configuration = try ReportConfiguration.load(
            path: configPath.map { URL(fileURLWithPath: $0) },
            root: root.map { URL(fileURLWithPath: $0) }, variantOverrides: overrides,
            // Read from git at each commit: a folder deleted since is charted where it existed.
            foldersMayBeGone: true, cancellation: .process)
        configuration.warnings.forEach(Output.error)
        // git runs where the variants are (their repository, wherever the tool is run), or
        // here when none of them is in the work tree any more.
        let gitFolder =
            configuration.variants.map(\.folder).first {
                FileManager.default.fileExists(atPath: $0.path)
            } ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

        let start = ContinuousClock.now
        let result = try HistoryCollector.collect(
            configuration,
            range: HistoryCollector.Range(
                revision: revision, since: since, last: last == Int.max ? nil : last,
                every: every, allParents: allParents, dateKind: dateKind),
            in: gitFolder,
            cacheFolder: output.appendingPathComponent("cache")
                .appendingPathComponent(HistoryCollector.cacheKey(configuration)),
            cancellation: Interruption.token)
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
        for diagnostic in result.diagnostics { Output.error(diagnostic.formatted) }
        guard
            let rendered = try HistoryReport.write(
                result.history, measure: measure, to: output, cancellation: Interruption.token)
        else { throw ArchMetricsError.interrupted("interrupted; wrote no history") }
        Output.print(format == "json" ? rendered.json : rendered.markdown)
        let elapsed = ContinuousClock.now - start
        Output.error(
            "archmetrics: history of \(result.history.commits.count) commits: \(result.measuredTrees) variant tree\(result.measuredTrees == 1 ? "" : "s") measured, \(result.cachedTrees) from the cache, in \(String(format: "%.2f", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)) s; wrote \(output.relativePath)/\(HistoryReport.markdownFileName)"
        )
        return .success
    }
}
