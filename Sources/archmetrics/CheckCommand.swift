import ArchMetricsKit
import ArchMetricsSupport

enum CheckCommand: Command {
    typealias Flow = CheckWorkflow
    static let name = "check"
    static let summary = "Measure now and compare with the baseline (exit 1 on drift)."
    static let defaultBaseline = CheckWorkflow.defaultBaseline
    static let help = """
        USAGE: archmetrics check [--baseline FILE] [--no-build | --current FILE] [--config FILE]
                                 [--runs N] [--warmup N] [--compile-work-only] [--timeout SECONDS]
                                 [--quiet] [--verbose]
                                 [--tolerance KEY=VALUE ...] [--format markdown|json|sarif|junit]
                                 [--max-rows N] [--sarif FILE] [--junit FILE]
                                 [--freeze [--accept-new]] [--remove-stale] [ROOT]

        Measures the variants now and compares them with the baseline written by 'archmetrics
        baseline'. Prints a Markdown drift report, verdict first: what changed, by how much and
        where — per variant, role, screen and file. Under GitHub Actions (GITHUB_ACTIONS=true)
        it also appends the report to $GITHUB_STEP_SUMMARY and prints ::error / ::warning
        annotations for the drifted files on stderr.

        Source metrics are exact by default: lines of every file (code and physical) and of
        every role per variant; files added, removed, renamed (reported as a rename when a
        removed and an added file share their content metrics, primary type or declarations)
        or moved to another role or screen; test counts. Screen and variant totals show where a
        change is. Timings are compared noise-aware: a slowdown fails only if the median grew
        beyond the timing tolerance (default +10%) AND a one-sided Mann-Whitney U test finds it
        significant (p <= 0.05; with 3 runs against 3, every new sample slower than every old
        one). The report says how sure each timing verdict is. Timings measured on another
        machine (CPU, cores, Swift, OS) are not compared.

        Compile work is exact and compared on any machine: each own file's compiler counters
        (type-checker constraint scopes, declarations type-checked, SIL functions, IR
        instructions, object bytes; from one untimed clean build per variant) fail the check when
        one grows beyond the compileWork tolerance (default +2%), naming file, role and counter.
        A changed compiler version is stated, not judged. --compile-work-only measures those
        alone (one build per variant, no timings): the fast gate for CI.

        Architecture rules: when the config has `rules` (e.g. {"from": "view", "mayNotDependOn":
        ["interactor"]}; rule sets per architecture in Examples/rules-*.json), every reference
        that breaks one is a violation, reported with file:line. Violations frozen in the
        baseline are accepted; any other fails the check, and so does a frozen one no longer
        found (stale: fixed, but still listed), so the list only shrinks. Changing the list is
        explicit: --freeze --accept-new adds the violations found now (--freeze alone refuses
        to add any), --remove-stale drops the stale entries; either then checks as usual
        against the baseline it left, so drift and violations it did not accept still fail.
        A check that finds every frozen entry stale says so: the rules were likely not checked
        (a missing --config). With --current, the snapshot must have been measured under the
        config's rules (else exit 2, naming the difference); a rule naming a screen no
        variant has is refused (exit 2) too.

        OPTIONS:
        \(options.helpText)

        EXIT STATUS: 0 within tolerance, 1 drift or a new or stale rule violation, 2 bad usage,
                     a malformed config or rule, or a missing, malformed or other-version
                     baseline (the message says how to regenerate it).

        EXAMPLES:
          archmetrics check --no-build
              Source metrics of the bundled core against Reports/baseline.json (what CI runs).
          archmetrics check --tolerance viewController=+5% --tolerance lines=+20
              Let view controllers grow 5% and any other role 20 lines.
          archmetrics check --current Reports/current.json --tolerance cleanBuild=+15%
              Check a snapshot merged from CI jobs, allowing clean builds 15% slower.
          archmetrics check --no-build --config Examples/rules-mvp-c.json --freeze --accept-new
              Accept today's rule violations in the baseline; new ones fail from now on.
          archmetrics check --no-build --config Examples/rules-mvp-c.json --remove-stale
              Drop the frozen entries that were fixed, so the list only shrinks.
          archmetrics check --no-build --format sarif > archmetrics.sarif
              Drift as SARIF 2.1.0 for code scanning (--format junit: JUnit XML for test reports).
          archmetrics check --no-build --sarif archmetrics.sarif --junit archmetrics.xml
              The Markdown report, SARIF and JUnit from one run (what CI wants: one set of
              annotations and one step summary).
        """

    static let baseline = OptionSpec(
        "baseline", .value(placeholder: "FILE"),
        "The baseline (default: Reports/baseline.json).")
    static let current = OptionSpec(
        "current", .value(placeholder: "FILE"),
        "Compare this already-measured snapshot (e.g. merged CI\nparts, see 'archmetrics merge') instead of measuring now."
    )
    static let freeze = OptionSpec(
        "freeze",
        "Freeze rule violations into the baseline (its metrics are kept).\nRefuses (exit 1) to add a violation not frozen yet unless\n--accept-new is given too."
    )
    static let acceptNew = OptionSpec(
        "accept-new",
        "With --freeze: accept the new rule violations found now.")
    static let removeStale = OptionSpec(
        "remove-stale",
        "Remove the frozen violations no longer found (fixed) from the\nbaseline, then check as usual. Combines with --freeze --accept-new."
    )
    static let config = OptionSpec(
        "config", .value(placeholder: "FILE"),
        "Settings as for 'archmetrics report', and its `tolerances`\nobject (e.g. {\"viewController\": \"+5%\"}) (default:\n./archmetrics.json when it exists)."
    )

    static let options =
        [baseline, current, freeze, acceptNew, removeStale, config]
        + CompareCommand.driftOptions
        // A snapshot measured elsewhere is compared as it is: nothing to build or time.
        + MeasurementArguments.options.map { OptionSpec($0, alsoNotWith: [current]) }
        + [.helpOption]

    static func request(_ arguments: inout Arguments) throws -> CheckWorkflow.Request {
        let baselinePath = try arguments.option(baseline) ?? CheckWorkflow.defaultBaseline
        let currentPath = try arguments.option(current)
        let build = try MeasurementArguments.parse(&arguments)
        let configPath = try arguments.option(config)
        // Read now so an unknown option is a usage error before anything runs; applied on top of
        // the config file's `tolerances` once the configuration is loaded.
        let toleranceSettings = try arguments.options(CompareCommand.tolerance)
        let (format, maxRows, files) = try CompareCommand.publication(&arguments)
        let freezing = arguments.flag(freeze)
        let accepting = arguments.flag(acceptNew)
        let removing = arguments.flag(removeStale)
        if accepting && !freezing {
            throw ArchMetricsError.usage(
                "check: --accept-new only applies with --freeze",
                hint:
                    "Run '\(arguments.tool(writes: true)) check --freeze --accept-new' to accept the new violations."
            )
        }
        let root = try arguments.optionalRoot()
        if currentPath != nil && (build == nil || root != nil) {
            throw ArchMetricsError.usage(
                "check: --current compares a snapshot already measured; it takes no --no-build or ROOT"
            )
        }
        return CheckWorkflow.Request(
            baselinePath: baselinePath, currentPath: currentPath, configPath: configPath,
            root: root, toleranceSettings: toleranceSettings, build: build, format: format,
            maxRows: maxRows, files: files, freeze: freezing, acceptNew: accepting,
            removeStale: removing)
    }
}
