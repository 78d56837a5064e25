import ArchMetricsKit
import ArchMetricsSupport

enum CompareCommand: Command {
    typealias Flow = CompareWorkflow
    static let name = "compare"
    static let summary = "Show the metric drift between two snapshots (exit 1 on drift)."
    static let help = """
        USAGE: archmetrics compare BASELINE.json CURRENT.json [--tolerance KEY=VALUE ...] [--format markdown|json|sarif|junit] [--max-rows N]
                                                             [--sarif FILE] [--junit FILE]
               archmetrics compare [NAME=]REV:PATH [NAME=]REV:PATH [options as above]

        Compares two metrics snapshots (files written by 'archmetrics report --format json',
        'baseline' or 'merge') exactly as 'check' does, without measuring anything: lines per
        file, role, screen and variant; files added, removed, renamed or moved to another role
        or screen; test counts; and build/test timings, noise-aware. Prints a Markdown drift
        report (verdict first) to stdout. Under GitHub Actions (GITHUB_ACTIONS=true) it also
        appends the report to $GITHUB_STEP_SUMMARY and annotates the drifted files on stderr.

        Either side may instead be a folder at a git revision, REV:PATH (main~20:App): it is
        read from git's objects (the checkout is not touched) and measured now as one variant
        named NAME, else after the folder, with the rules of ./archmetrics.json if present.

        OPTIONS:
        \(options.helpText)

        TIMINGS: a slowdown fails only if the median grew beyond the timing tolerance AND a
        one-sided Mann-Whitney U test finds it significant; with 3 runs against 3 that means
        every new sample is slower than every old one. Large but unproven slowdowns are warnings.
        Timings from different machines (CPU, cores, Swift, OS) are not compared.

        EXIT STATUS: 0 no drift, 1 drift beyond tolerance, 2 usage error or unreadable snapshot.

        EXAMPLES:
          archmetrics compare Reports/baseline.json Reports/metrics.json
          archmetrics compare old.json new.json --tolerance viewController=+5% --tolerance lines=+20
          archmetrics compare old.json new.json --tolerance cleanBuild=+15% --format json
          archmetrics compare main~20:App HEAD:App
              The App folder before and after the last twenty commits, file by file.
        """

    static let tolerance = OptionSpec(
        "tolerance", .value(placeholder: "KEY=VALUE"),
        "Let a metric move; repeatable, later wins. Source metrics are\nexact by default. KEY is lines, files (structural changes per\nvariant), tests, timing (smallest slowdown that fails, default\n+10%), a role (viewController, interactor, …), a timing (cleanBuild,\nnullBuild, incrementalBuild, variantBuild, cleanTest,\ntestExecution), or significance (p-value, default 0.05). VALUE\nis exact, any, +5%, -5%, ±5%, +20 lines, or +5%,-10."
    )
    static let format = OptionSpec(
        "format", .value(placeholder: "FORMAT"),
        "markdown (default), json (the full drift report), sarif (SARIF\n2.1.0 for code scanning, e.g. GitHub's upload-sarif) or junit (JUnit\nXML: a test case per variant and role, failing on drift)."
    )
    static let maxRows = OptionSpec(
        "max-rows", .value(placeholder: "N"),
        "Rows per table before \"… and N more\" (default 15).")
    static let sarif = OptionSpec(
        "sarif", .value(placeholder: "FILE"),
        "Also write the verdicts as SARIF 2.1.0 to FILE (for code\nscanning), from the same run."
    )
    static let junit = OptionSpec(
        "junit", .value(placeholder: "FILE"),
        "Also write the verdicts as JUnit XML to FILE (for test reports),\nfrom the same run."
    )

    /// The options of a drift comparison, shared with `check`.
    static let driftOptions = [tolerance, format, maxRows, sarif, junit]

    /// `--sarif FILE` and `--junit FILE`: renderings written beside the printed one.
    static func reportFiles(_ arguments: inout Arguments) throws -> [DriftPublication.File] {
        try (arguments.option(sarif).map { [DriftPublication.File.sarif($0)] } ?? [])
            + (arguments.option(junit).map { [DriftPublication.File.junit($0)] } ?? [])
    }

    /// `--format`, `--max-rows`, `--sarif` and `--junit`, read as `compare` and `check` both do.
    static func publication(_ arguments: inout Arguments) throws -> (
        format: DriftPublication.Format, maxRows: Int, files: [DriftPublication.File]
    ) {
        let chosen = try arguments.choice(format, default: DriftPublication.defaultFormat)
        let rows = try arguments.intOption(maxRows, default: 15, range: 1...10_000)
        return (chosen, rows, try reportFiles(&arguments))
    }

    static let options = driftOptions + [.helpOption]

    static func request(_ arguments: inout Arguments) throws -> CompareWorkflow.Request {
        let tolerances = try CompareWorkflow.tolerances(try arguments.options(tolerance))
        let (format, maxRows, files) = try publication(&arguments)
        let paths = try arguments.positionals()
        guard paths.count == 2 else {
            throw ArchMetricsError.usage(
                "compare: expected two snapshot files (BASELINE.json CURRENT.json), got \(paths.count)",
                hint: "Run '\(arguments.tool(writes: false)) help compare' for usage.")
        }
        return CompareWorkflow.Request(
            baseline: paths[0], current: paths[1], tolerances: tolerances, format: format,
            maxRows: maxRows, files: files)
    }
}
