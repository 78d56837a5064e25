import ArchMetricsKit
import ArchMetricsSupport
import Foundation

enum ReportCommand: Command {
    typealias Flow = ReportWorkflow
    static let name = "report"
    static let summary = "Compare variants: lines per role and screen, unit tests, build times."
    static let help = """
        USAGE: archmetrics report [--variants NAME=PATH ...] [--config FILE] [--output DIR]
                                  [--format markdown|json] [--measure physical|code] [--no-build]
                                  [--runs N] [--warmup N] [--precision P%] [--max-runs N]
                                  [--compile-work-only] [--timeout SECONDS] [--quiet] [--verbose] [ROOT]
               archmetrics report --from SNAPSHOT.json [--output DIR] [--format markdown|json] [--measure …]

        Scans every variant of an app, classifies each Swift file by role (the roles 'archmetrics
        help' lists; 'archmetrics roles' shows why) and screen, and writes
        the "Architecture Series" comparison tables: lines of code per screen for each role, the
        unit-test table, a per-role summary, and (when measured) build and test times. Rows are
        screens, columns are variants with the focus variant first; a cell `59 (-5)` shows the
        variant's figure and the focus variant's figure minus it.

        Writes comparison.md, metrics.json and lines-per-role.svg (plus build-times.svg when
        times are measured) to the output folder, each file atomically, and prints the Markdown
        (or the JSON) to stdout; after a measured run, unless --format is given, only the
        findings and a closing "wrote DIR/ (N files …)" line. Scan problems are listed on stderr and in the report. A run
        that measures less than the report already in Reports/ (--no-build, --compile-work-only)
        writes to Reports/no-build/ or Reports/compile-work/ instead and says so; --output DIR
        writes where it names, --force replaces it.

        ROOT is a folder with one subfolder per variant (default: the variants of the current
        folder's archmetrics.json, else the current folder; the bundled Football Gather core
        when run inside the archmetrics repository or named by $ARCHMETRICS_BUNDLED_CORE).
        Variants are its subfolders holding Swift files, except Kit; a ROOT that is a SwiftPM
        package (Package.swift beside Sources/ and Tests/) is one variant. MVC, MVVM, MVP,
        MVP-C, VIPER and VIP come in that order, others alphabetically. The focus is MVP-C if present, else the
        last variant; ratios are taken to MVC if present, else the first.

        OPTIONS:
        \(options.helpText)

        Unless --no-build, every variant must be a SwiftPM package, or be given build and test
        commands in the configuration ("commands": xcodebuild, Bazel, a script; see
        Docs/configuration.md, Build and test commands): first one coverage run, one
        type-checking build (-debug-time-function-bodies: where the compiler spends its time,
        by role) and one compile-work build (-stats-output-dir: the compiler's own exact work
        counters per file, role and feature) each, untimed, which also warm the caches for the
        timed runs (no run is discarded unless --warmup asks); then each is built and tested
        in fresh scratch folders (clean build, nothing-changed build, incremental build after
        touching a key-screen file, variant-only build after touching every file of the
        variant with its dependencies built, clean test run), runs interleaved across variants.
        --compile-work-only takes the compile-work build alone: no timings, a few minutes. Logs of every command go to
        DIR/.archmetrics/logs/. Each timed command's wall time, CPU time (user + system of its whole process
        tree) and peak memory are kept; the tables show means ± their 95% confidence interval,
        wall and CPU time, and ratios to the reference with their 95% interval (n.s. when it
        contains 1.00). The load average before and after each round is recorded; rounds when
        other work kept the machine busy are noted. How long a full run of the bundled core
        takes, and on what machine: Benchmarks/RESULTS.md. Ctrl-C stops
        every child process and writes no report. ARCHMETRICS_SWIFT names another `swift`
        executable.

        EXIT STATUS: 0 report written; 1 written, but a file could not be scanned or a variant
                     failed to build or pass its tests or measured nothing (the report says so
                     at the top); 2 bad usage, a bad config or a missing folder; 130
                     interrupted (nothing written).

        EXAMPLES:
          archmetrics report --no-build
              Source tables of the bundled core, written to Reports/ (or Reports/no-build/
              when Reports/ holds a measured report).
          archmetrics report --compile-work-only
              The fast path: the compiler's work counters per role of the bundled core, nothing timed.
          archmetrics report --no-build ~/src/football-gather-ios
              The same for a checkout with one folder per variant.
          archmetrics report --no-build --variants MVC=old/App --variants MVP-C=new/App --output /tmp/r
              Compare two folders; the focus is the last one given unless the config says otherwise.
          archmetrics report --no-build --variants old=HEAD~30:FootballGather/MVC --variants new=HEAD:FootballGather/MVC
              One variant thirty commits ago and now, read from git; the checkout is not touched.
          archmetrics report --no-build --config Examples/article-layout.json --measure code --format json
              Code lines only, with the rules spelled out in a config file; JSON on stdout.
        """

    static let variants = OptionSpec(
        "variants", .value(placeholder: "NAME=PATH"), notWith: [from],
        "Compare exactly these variant folders (repeat for each; paths\nrelative to the current directory). Overrides discovery.\nNAME=REV:PATH reads the folder at a git revision (HEAD~30:App)\nfrom git's objects, not the work tree; needs --no-build."
    )
    static let config = OptionSpec(
        "config", .value(placeholder: "FILE"), notWith: [from],
        "Read settings from FILE (default: ./archmetrics.json when it\nexists): variants, focus, reference, roleRules, roles, screenFolders,\nscreens, roleEquivalences, features, unitTestScreen, rules, commands.\nSee Examples/. Unknown keys are errors."
    )
    static let from = OptionSpec(
        "from", .value(placeholder: "FILE"),
        "Render the report from a snapshot already taken (a metrics.json,\na baseline, or the output of 'archmetrics merge') instead of\nscanning and measuring: e.g. one report from CI matrix jobs."
    )
    static let output = OptionSpec(
        "output", .value(placeholder: "DIR"),
        "Folder for the report files (default: Reports; a run that\nmeasures less than the report there writes to Reports/no-build\nor Reports/compile-work instead, and says so)."
    )
    static let force = OptionSpec(
        "force",
        "Replace the report in Reports/ even when this run measures less\nthan it (its build-time or coverage tables are dropped)."
    )
    static let format = OptionSpec(
        "format", .value(placeholder: "FORMAT"),
        "What to print on stdout: markdown (default; after a measured run,\nthe findings and the files written) or json."
    )
    static let measure = OptionSpec(
        "measure", .value(placeholder: "MEASURE"),
        "physical (default; lines as `wc -l` counts them, like the\narticle) or code (code lines only) for every table."
    )

    static let options =
        [variants, config, from, output, force, format, measure]
        // A snapshot already taken is rendered as it is: nothing to build or time.
        + MeasurementArguments.options.map { OptionSpec($0, alsoNotWith: [from]) }
        + [.helpOption]

    static func request(_ arguments: inout Arguments) throws -> ReportWorkflow.Request {
        let variantSpecs = try arguments.options(variants)
        let configPath = try arguments.option(config)
        let namedOutput = try arguments.option(output)
        let forced = arguments.flag(force)
        // Not asked for: the Markdown, or after a measured run a summary (ReportWorkflow.run).
        let chosenFormat = try arguments.optionalChoice(format, as: ReportWorkflow.Format.self)
        var request = ReportWorkflow.Request(
            source: .snapshot(path: ""),
            outputFolder: URL(fileURLWithPath: namedOutput ?? "Reports"),
            outputAsked: namedOutput != nil || forced, format: chosenFormat)
        request.measure = try arguments.choice(measure, default: request.measure)
        request.build = try MeasurementArguments.parse(&arguments)
        let fromPath = try arguments.option(from)
        let root = try arguments.optionalRoot()
        let overrides = try VariantOverrides.parse(variantSpecs, root: root, command: "report")
        if let fromPath {
            guard root == nil, overrides.isEmpty, configPath == nil else {
                throw ArchMetricsError.usage(
                    "report: --from renders a snapshot as it is; it takes no ROOT, --variants or --config"
                )
            }
            request.source = .snapshot(path: fromPath)
        } else {
            request.source = .variants(
                overrides: overrides, configPath: configPath.map { URL(fileURLWithPath: $0) },
                root: root.map { URL(fileURLWithPath: $0) })
        }
        // Ctrl-C from here on cancels instead of killing: the children of a measured run (and
        // git's) die with it, and no run leaves a report half old, half new, or temporary files.
        return request
    }
}
