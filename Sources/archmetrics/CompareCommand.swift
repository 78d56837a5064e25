import ArchMetricsKit
import Foundation

enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "Show the metric drift between two snapshots (exit 1 on drift)."
    static let help = """
        USAGE: archmetrics compare BASELINE.json CURRENT.json [--tolerance KEY=VALUE ...] [--format markdown|json|sarif|junit] [--max-rows N]
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

    /// The options of a drift comparison, shared with `check`.
    static let driftOptions: [OptionSpec] = [
        OptionSpec(
            "tolerance", .value(placeholder: "KEY=VALUE"),
            "Let a metric move; repeatable, later wins. Source metrics are\nexact by default. KEY is lines, files (structural changes per\nvariant), tests, timing (smallest slowdown that fails, default\n+10%), a role (viewController, interactor, …), a timing (cleanBuild,\nnullBuild, incrementalBuild, variantBuild, cleanTest,\ntestExecution), or significance (p-value, default 0.05). VALUE\nis exact, any, +5%, -5%, ±5%, +20 lines, or +5%,-10."
        ),
        OptionSpec(
            "format", .value(placeholder: "FORMAT"),
            "markdown (default), json (the full drift report), sarif (SARIF\n2.1.0 for code scanning, e.g. GitHub's upload-sarif) or junit (JUnit\nXML: a test case per variant and role, failing on drift)."
        ),
        OptionSpec(
            "max-rows", .value(placeholder: "N"),
            "Rows per table before \"… and N more\" (default 15)."),
    ]

    static let options = driftOptions + [.helpOption]

    /// What `--format` takes, here and in `check`.
    static let formats = ["markdown", "json", "sarif", "junit"]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let tolerances = try readTolerances(&arguments, startingFrom: DriftTolerances())
        let format = try arguments.choice("format", formats, default: "markdown")
        let maxRows = try arguments.intOption("max-rows", default: 15, range: 1...10_000)
        let paths = try arguments.positionals()
        guard paths.count == 2 else {
            throw ArchMetricsError.usage(
                "compare: expected two snapshot files (BASELINE.json CURRENT.json), got \(paths.count)",
                hint: "Run 'archmetrics help compare' for usage.")
        }
        let baseline = try snapshot(paths[0])
        let current = try snapshot(paths[1])
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: tolerances,
            baselineLabel: "`\(paths[0])`", currentLabel: "`\(paths[1])`")
        return try publish(
            report, format: format, maxRows: maxRows, baseline: baseline, current: current)
    }

    /// A snapshot file, or `[NAME=]REV:PATH`: the folder at a git revision, measured now
    /// (source metrics, as `report --no-build`) as one variant named NAME, else the folder's name.
    static func snapshot(_ argument: String) throws -> MetricsSnapshot {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var name: String?
        var value = argument
        // A file that exists is a snapshot, whatever its name holds (`a=b:c.json`).
        if !FileManager.default.fileExists(atPath: argument),
            let equals = argument.firstIndex(of: "="),
            let colon = argument.firstIndex(of: ":"), equals < colon
        {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
        }
        guard let (_, path) = GitVariants.revisionAndPath(value, in: folder) else {
            return try MetricsSnapshot.load(
                from: URL(fileURLWithPath: argument), kind: "snapshot",
                regenerateHint:
                    "archmetrics baseline --output FILE (or archmetrics report --format json)")
        }
        let variantName =
            name ?? path.split(separator: "/").last.map(String.init) ?? "root"
        return try GitVariants.sourceMetrics(
            [(variantName, value)], configPath: nil, in: folder,
            cancellation: Interruption.token)
    }

    /// Reads every `--tolerance KEY=VALUE` onto `base` (shared with `check`).
    static func readTolerances(_ arguments: inout Arguments, startingFrom base: DriftTolerances)
        throws -> DriftTolerances
    {
        var tolerances = base
        for setting in try arguments.options("tolerance") { try tolerances.apply(setting) }
        return tolerances
    }

    /// Prints the report, and under GitHub Actions annotates and appends the step summary
    /// (shared with `check`). Returns the exit status the verdict calls for.
    /// The snapshots compared give JUnit the roles each variant has.
    /// `files` are extra renderings written beside the printed one (`check --sarif FILE
    /// --junit FILE`), so one run gives code scanning, test reports and the step summary the
    /// same verdicts, and annotates once.
    static func publish(
        _ report: DriftReport, format: String, maxRows: Int, baseline: MetricsSnapshot,
        current: MetricsSnapshot, files: [(format: String, path: String)] = []
    ) throws -> ExitStatus {
        let markdown = DriftMarkdownRenderer(maxRows: maxRows).render(report)
        let environment = ProcessInfo.processInfo.environment
        // Paths GitHub and CI test reports can place: relative to the repository's top, wherever
        // in it the tool runs (a package in a subfolder, a plugin run in the package folder).
        let root = RepositoryRoot.find(
            from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            environment: environment
        ).path
        func render(_ format: String) throws -> String {
            switch format {
            case "json": try StableJSON.string(report)
            case "sarif":
                try SARIFReport.json(
                    report, repositoryRoot: root,
                    representativeFiles: Dictionary(
                        (current.variants + baseline.variants).compactMap { variant in
                            // The first source file: where a finding about the whole variant
                            // can be shown when it has no Package.swift.
                            variant.files.filter { $0.role != .test }.map(\.path).min().map {
                                (variant.name, $0)
                            }
                        }, uniquingKeysWith: { first, _ in first }))
            case "junit":
                JUnitReport.xml(report, baseline: baseline, current: current, repositoryRoot: root)
            default: markdown
            }
        }
        if !files.isEmpty {
            try Interruption.write(
                try files.map {
                    AtomicFile.Output(URL(fileURLWithPath: $0.path), try render($0.format) + "\n")
                }, orSay: "no report file was written")
        }
        Output.print(try render(format))
        if GitHubActions.isActive(environment) {
            for annotation in GitHubActions.annotations(for: report, repositoryRoot: root) {
                Output.error(annotation)
            }
            if let summary = environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                try GitHubActions.appendStepSummary(markdown, to: summary)
            }
        }
        return report.failed ? .checkFailed : .success
    }
}
