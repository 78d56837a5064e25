import ArchMetricsKit
import Foundation

enum HistoryCommand: Command {
    typealias Flow = HistoryWorkflow
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

    static let last = OptionSpec(
        "last", .value(placeholder: "N"),
        "At most the last N commits of the range (default 100).")
    static let since = OptionSpec(
        "since", .value(placeholder: "REF"),
        "Only commits after REF (REF..REVISION); with --last, the\nnewer N of them.")
    static let every = OptionSpec(
        "every", .value(placeholder: "N"),
        "Every N-th of those commits, counted from the newest (default 1).")
    static let revision = OptionSpec(
        "revision", .value(placeholder: "REV"), "Where the range ends (default HEAD).")
    static let allParents = OptionSpec(
        "all-parents", "Follow every parent of merges, not only the first.")
    static let date = OptionSpec(
        "date", .value(placeholder: "KIND"),
        "The date each commit is shown with: committer (default, when it\nlanded) or author (when it was written; kept by rebases)."
    )
    static let variants = OptionSpec(
        "variants", .value(placeholder: "NAME=PATH"),
        "These variant folders (repeat for each), as for 'report'.")
    static let config = OptionSpec(
        "config", .value(placeholder: "FILE"),
        "Settings as for 'report' (default: ./archmetrics.json when it\nexists).")
    static let output = OptionSpec(
        "output", .value(placeholder: "DIR"),
        "Folder for the files and the cache (default: Reports/history).")
    static let measure = OptionSpec(
        "measure", .value(placeholder: "MEASURE"),
        "physical (default) or code lines in the table and charts.")
    static let format = OptionSpec(
        "format", .value(placeholder: "FORMAT"),
        "What to print on stdout: markdown (default) or json.")

    static let options = [
        last, since, every, revision, allParents, date, variants, config, output, measure, format,
        .helpOption,
    ]

    // Ctrl-C cancels from the start (`cancelsOnInterrupt`): git runs early (the configuration
    // may name revisions), and an interrupt before the handler would kill the tool by the
    // signal instead of 130.
    static func request(_ arguments: inout Arguments) throws -> HistoryWorkflow.Request {
        var request = HistoryWorkflow.Request()
        request.range.since = try arguments.option(since)
        // Without --since, a bounded default: a long history is asked for, not stumbled into.
        let lastCount = try arguments.intOption(
            last, default: request.range.since == nil ? 100 : Int.max, range: 1...Int.max)
        request.range.last = lastCount == Int.max ? nil : lastCount
        request.range.every = try arguments.intOption(every, default: 1, range: 1...1_000_000)
        request.range.revision = try arguments.option(revision) ?? "HEAD"
        request.range.allParents = arguments.flag(allParents)
        request.range.dateKind = try arguments.choice(date, default: request.range.dateKind)
        let variantSpecs = try arguments.options(variants)
        request.configPath = try arguments.option(config)
        request.output = URL(fileURLWithPath: try arguments.option(output) ?? "Reports/history")
        request.measure = try arguments.choice(measure, default: request.measure)
        request.format = try arguments.choice(format, default: request.format)
        request.root = try arguments.optionalRoot()
        request.overrides = try VariantOverrides.parse(
            variantSpecs, root: request.root, command: "history")
        return request
    }
}
