import ArchMetricsKit
import Foundation

enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Measure now and compare with the baseline (exit 1 on drift)."
    static let defaultBaseline = "Reports/baseline.json"
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
        to add any), --remove-stale drops the stale entries. A check that finds every frozen
        entry stale says so: the rules were likely not checked (a missing --config).

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

    static let options: [OptionSpec] =
        [
            OptionSpec(
                "baseline", .value(placeholder: "FILE"),
                "The baseline (default: Reports/baseline.json)."),
            OptionSpec(
                "current", .value(placeholder: "FILE"),
                "Compare this already-measured snapshot (e.g. merged CI\nparts, see 'archmetrics merge') instead of measuring now."
            ),
            OptionSpec(
                "freeze",
                "Freeze rule violations into the baseline (its metrics are kept).\nRefuses (exit 1) to add a violation not frozen yet unless\n--accept-new is given too."
            ),
            OptionSpec(
                "sarif", .value(placeholder: "FILE"),
                "Also write the verdicts as SARIF 2.1.0 to FILE (for code\nscanning), from the same run."
            ),
            OptionSpec(
                "junit", .value(placeholder: "FILE"),
                "Also write the verdicts as JUnit XML to FILE (for test reports),\nfrom the same run."
            ),
            OptionSpec(
                "accept-new",
                "With --freeze: accept the new rule violations found now."),
            OptionSpec(
                "remove-stale",
                "Remove the frozen violations no longer found (fixed) from the\nbaseline, then exit 0. Combines with --freeze --accept-new."
            ),
            OptionSpec(
                "config", .value(placeholder: "FILE"),
                "Settings as for 'archmetrics report', and its `tolerances`\nobject (e.g. {\"viewController\": \"+5%\"}) (default:\n./archmetrics.json when it exists)."
            ),
        ]
        + CompareCommand.driftOptions
        + MeasurementArguments.options.map { option in
            // A snapshot measured elsewhere is compared as it is: nothing to build or time.
            OptionSpec(option.name, option.kind, notWith: option.notWith + ["current"], option.help)
        } + [.helpOption]

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let baselinePath = try arguments.option("baseline") ?? defaultBaseline
        let currentPath = try arguments.option("current")
        let measuring = try MeasurementArguments(&arguments)
        let noBuild = measuring.noBuild
        let configPath = try arguments.option("config")
        // Read now so an unknown option is a usage error before anything runs; applied on top of
        // the config file's `tolerances` once the configuration is loaded.
        let toleranceSettings = try arguments.options("tolerance")
        let format = try arguments.choice("format", CompareCommand.formats, default: "markdown")
        let maxRows = try arguments.intOption("max-rows", default: 15, range: 1...10_000)
        let files =
            try (arguments.option("sarif").map { [("sarif", $0)] } ?? [])
            + (arguments.option("junit").map { [("junit", $0)] } ?? [])
        let freeze = arguments.flag("freeze")
        let acceptNew = arguments.flag("accept-new")
        let removeStale = arguments.flag("remove-stale")
        if acceptNew && !freeze {
            throw ArchMetricsError.usage(
                "check: --accept-new only applies with --freeze",
                hint: "Run 'archmetrics check --freeze --accept-new' to accept the new violations.")
        }
        let root = try arguments.optionalRoot()
        if currentPath != nil && (noBuild || root != nil) {
            throw ArchMetricsError.usage(
                "check: --current compares a snapshot already measured; it takes no --no-build or ROOT"
            )
        }
        let regenerate =
            (["archmetrics baseline"]
            + (baselinePath == defaultBaseline ? [] : ["--output \(baselinePath)"])
            + (configPath.map { ["--config \($0)"] } ?? []) + (root.map { [$0] } ?? [])
            + (noBuild ? ["--no-build"] : [])).joined(separator: " ")
        let baseline = try MetricsSnapshot.load(
            from: URL(fileURLWithPath: baselinePath), kind: "baseline", regenerateHint: regenerate)

        // With --current nothing is scanned: a config (given, or ./archmetrics.json) is read for
        // its tolerances only, and no config is needed at all.
        let hasConfig =
            configPath != nil
            || FileManager.default.fileExists(atPath: ReportConfiguration.defaultFileName)
        let loadConfiguration = {
            try ReportConfiguration.load(
                path: configPath.map { URL(fileURLWithPath: $0) },
                root: root.map { URL(fileURLWithPath: $0) }, variantOverrides: [])
        }
        let configuration = currentPath == nil || hasConfig ? try loadConfiguration() : nil
        var tolerances = configuration?.tolerances ?? DriftTolerances()
        for setting in toleranceSettings { try tolerances.apply(setting) }

        let current: MetricsSnapshot
        let timed: Bool
        if let currentPath {
            current = try MetricsSnapshot.load(
                from: URL(fileURLWithPath: currentPath), kind: "snapshot",
                regenerateHint: "archmetrics merge PART.json ... --output \(currentPath)")
            timed = current.measurements != nil
        } else {
            let configuration = try configuration ?? loadConfiguration()
            let logs = URL(fileURLWithPath: baselinePath).deletingLastPathComponent()
                .appendingPathComponent("logs")
            var build = measuring.options(logsFolder: logs)
            // The check compares lines, tests and timings: a coverage run and a type-checking
            // build per variant would be measured only to be thrown away.
            build?.measureCoverage = false
            build?.measureTypeChecking = false
            let measured = try CurrentMetrics.measure(
                configuration, build: build, cancellation: Interruption.token)
            for note in measured.notes { Output.error("archmetrics: \(note)") }
            current = measured.snapshot
            timed = measured.timed
        }
        for diagnostic in current.diagnostics { Output.error(diagnostic.formatted) }
        if freeze || removeStale {
            return try self.freeze(
                current, into: baseline, at: baselinePath, freezing: freeze,
                accepting: acceptNew, removingStale: removeStale)
        }
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: tolerances, compareTimings: timed,
            baselineLabel: "the baseline `\(baselinePath)`",
            currentLabel: currentPath.map { "`\($0)`" } ?? "the tree as it is now")
        return try CompareCommand.publish(
            report, format: format, maxRows: maxRows, baseline: baseline, current: current,
            files: files)
    }

    /// `--freeze` and `--remove-stale`: the baseline as it was, its frozen violations changed
    /// only as asked. A new violation is added only with `accepting` (`--accept-new`): a ratchet
    /// that a stale-entry hint or a forgotten flag could loosen is no ratchet. Stale entries are
    /// dropped only with `removingStale`, and never when no rules were checked at all (that is a
    /// missing config, not a fix).
    static func freeze(
        _ current: MetricsSnapshot, into baseline: MetricsSnapshot, at path: String,
        freezing: Bool, accepting: Bool, removingStale: Bool
    ) throws -> ExitStatus {
        guard let violations = current.ruleViolations else {
            throw ArchMetricsError.usage(
                "check \(freezing ? "--freeze" : "--remove-stale"): no rules were checked, so there is nothing to "
                    + (freezing ? "freeze" : "compare the frozen entries with"),
                hint: "Add `rules` to the config (see Examples/rules-mvp-c.json) and pass --config."
            )
        }
        let frozen = baseline.frozenViolations ?? []
        let check = RuleCheck(current: violations, frozen: frozen)
        if freezing && !check.new.isEmpty && !accepting {
            Output.error(
                "archmetrics: check --freeze: \(check.new.count) new rule violation\(check.new.count == 1 ? "" : "s") not frozen in \(path); the baseline was left as it was:"
            )
            for violation in check.new.prefix(20) {
                Output.error(
                    "  \(violation.location(variantPath: current.variants.first { $0.name == violation.variant }?.path)): \(violation.variant): \(violation.message)"
                )
            }
            if check.new.count > 20 { Output.error("  … and \(check.new.count - 20) more") }
            Output.error(
                "Fix them, or accept them on purpose with 'archmetrics check --freeze --accept-new'."
            )
            return .checkFailed
        }
        let staleKeys = Set(check.stale.map(\.key))
        let kept = removingStale ? frozen.filter { !staleKeys.contains($0.key) } : frozen
        let keptKeys = Set(kept.map(\.key))
        let added = accepting ? check.new.filter { !keptKeys.contains($0.key) } : []
        var updated = baseline
        updated.frozenViolations = (kept + added).sorted()
        // Ctrl-C while writing leaves the baseline as it was and no temporary file.
        try Interruption.write(
            [AtomicFile.Output(URL(fileURLWithPath: path), try StableJSON.encode(updated))],
            orSay: "the baseline was left as it was")
        let removed = removingStale ? check.stale.count : 0
        let total = kept.count + added.count
        Output.print(
            "Froze \(total) rule violation\(total == 1 ? "" : "s") in \(path) "
                + "(\(frozen.count) before: \(added.count) added, \(removed) stale removed)."
        )
        if removingStale && !frozen.isEmpty && check.stale.count == frozen.count {
            Output.error(
                "archmetrics: note: every frozen entry (\(frozen.count)) was stale and is removed; if the code was not fixed that much, the rules checked now are not those frozen (another --config?) and the baseline in git still has them."
            )
        }
        if !removingStale && !check.stale.isEmpty {
            Output.print(
                "\(check.stale.count) stale frozen entr\(check.stale.count == 1 ? "y is" : "ies are") kept (still failing the check); remove \(check.stale.count == 1 ? "it" : "them") with 'archmetrics check --remove-stale'."
            )
        }
        return .success
    }
}
