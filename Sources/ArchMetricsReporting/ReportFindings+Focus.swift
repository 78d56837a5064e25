import ArchMetricsModel
import ArchMetricsSupport

/// The lines that open the findings: the focus variant against the reference, one per measure
/// (size, tests, coverage, compile work, time), each saying what it covers, so the team's
/// question ("MVP-C or MVC?") is answered before the list over every variant.
extension ReportFindings {
    /// A ratio's 95% interval wider than this share of the ratio either side says too little
    /// to be worth printing: it is stated as too noisy, with the runs that would narrow it.
    static let wideInterval = 0.25
    /// The precision the "runs it would take" aims for: the ratio to within ±10%.
    static let targetPrecision = 0.10

    /// The heading line and one bullet per measure the snapshot holds, each a plain answer
    /// (how much more or less, and which way is better) before its terms; empty when the focus
    /// is the reference (nothing to set against it).
    static func focusLines(
        _ snapshot: MetricsSnapshot, report: MeasurementResults?, measure: LineMeasure,
        reference: String
    ) -> [String] {
        let focus = snapshot.focusVariant
        guard focus != reference,
            let focusMetrics = snapshot.variants.first(where: { $0.name == focus }),
            let referenceMetrics = snapshot.variants.first(where: { $0.name == reference })
        else { return [] }
        let (f, r) = (name(focus), name(reference))
        // The same lines as the app-code finding over every variant: demos are not the app.
        let (focusLines, referenceLines) = (
            appLines(focusMetrics, measure: measure), appLines(referenceMetrics, measure: measure)
        )
        let wording = appLinesWording(snapshot, measure: measure)
        let ratio =
            referenceLines > 0
            ? " (\(ValueFormatting.ratio(Double(focusLines) / Double(referenceLines))))" : ""
        var bullets = [
            "**App code**: \(f) has \(focusLines) lines of app code, \(r) \(referenceLines), so \(f) has \(moreOrFewer(focusLines - referenceLines))\(ratio). "
                + "App code is the \(wording.kind) of the variant's own files \(wording.outside); fewer is better (less to read and maintain)."
        ]
        let (focusTests, referenceTests) = (
            focusMetrics.unitTests.totalTestCount, referenceMetrics.unitTests.totalTestCount
        )
        bullets.append(
            "**Tests**: \(f) has \(focusTests) test functions, \(r) \(referenceTests), so \(f) has \(moreOrFewer(focusTests - referenceTests))"
                + testRunText(report, focus: focus, reference: reference)
                + ". More is better: each checks some behaviour.")
        bullets += [
            coverageLine(snapshot, report: report, focus: focus, reference: reference),
            report.flatMap { compileWorkLine($0, focus: focus) },
            report.flatMap { timeLine($0, focus: focus) },
        ].compactMap { $0 }
        return [
            "**\(f) against \(r), in short** (\(r) is the reference; each line says which way is better):",
            "",
        ]
            + bullets.map { "- " + $0 } + ["", "**Every variant:**", ""]
    }

    /// "12 more", "3 fewer", "as many".
    static func moreOrFewer(_ difference: Int) -> String {
        difference == 0 ? "as many" : "\(abs(difference)) \(difference > 0 ? "more" : "fewer")"
    }

    /// "; every test passed in both" when the tests ran and none failed or was skipped, the
    /// failing and skipped ones otherwise; nothing when the tests did not run.
    static func testRunText(_ report: MeasurementResults?, focus: String, reference: String)
        -> String
    {
        let runs = [focus, reference].compactMap { variant in
            report?.variants.first { $0.variant == variant }?.tests.map { (variant, $0) }
        }
        guard runs.count == 2 else { return "" }
        let failing = runs.filter { $0.1.failed > 0 }
        let skipped = skippedText(runs)
        if failing.isEmpty {
            return skipped.isEmpty ? "; every test passed in both" : "; none failed" + skipped
        }
        return "; failing: "
            + failing.map { "\(name($0.0)) \($0.1.failed) of \($0.1.ran)" }.joined(
                separator: ", ") + skipped
    }

    /// `; skipped: MVP-C 1 of 10` for the runs that skipped tests (a skipped test did not
    /// pass), else nothing.
    static func skippedText(_ runs: [(String, TestCounts)]) -> String {
        let skipping = runs.filter { $0.1.skipped > 0 }
        guard !skipping.isEmpty else { return "" }
        return "; skipped: "
            + skipping.map { "\(name($0.0)) \($0.1.skipped) of \($0.1.ran)" }.joined(
                separator: ", ")
    }

    /// Line coverage of the feature the unit-test table reports, when the tests were run with it.
    static func coverageLine(
        _ snapshot: MetricsSnapshot, report: MeasurementResults?, focus: String, reference: String
    ) -> String? {
        guard let feature = coverageFeature(snapshot) else { return nil }
        func percent(_ variant: String) -> Double? {
            report?.variants.first { $0.variant == variant }?.featureCoverage
                .first { $0.name == feature }?.percent
        }
        guard let focusPercent = percent(focus), let referencePercent = percent(reference) else {
            return nil
        }
        let points = ValueFormatting.fixed(abs(focusPercent - referencePercent), decimals: 1)
        let difference =
            Double(points) == 0
            ? "the same"
            : "\(points) points \(focusPercent > referencePercent ? "more" : "less") in \(name(focus))"
        return
            "**Coverage**: the tests run \(ValueFormatting.percent(focusPercent)) of the \(name(feature)) feature's lines in \(name(focus)) and \(ValueFormatting.percent(referencePercent)) in \(name(reference)), \(difference). Higher is better."
    }

    /// The feature whose coverage the findings and the unit-test table give: the settings'
    /// first feature, else the unit-test screen; nil when neither names one.
    static func coverageFeature(_ snapshot: MetricsSnapshot) -> String? {
        let feature =
            snapshot.settings.map { $0.features.first?.name ?? $0.unitTestScreen }
            ?? Defaults.unitTestScreen
        return feature.isEmpty ? nil : feature
    }

    /// The headline compile-work counters of the focus's own files against the reference's.
    static func compileWorkLine(_ report: MeasurementResults, focus: String) -> String? {
        let reference = report.referenceVariant
        guard let base = report.variants.first(where: { $0.variant == reference })?.compileWork,
            let own = report.variants.first(where: { $0.variant == focus })?.compileWork
        else { return nil }
        let counters = [
            CompileWorkProfile.headlineCounters.first, CompileWorkProfile.headlineCounters.last,
        ].compactMap { $0 }
        var inexact = false
        let parts = counters.compactMap { counter -> String? in
            guard let baseValue = base.own.counters[counter], baseValue > 0,
                let value = own.own.counters[counter]
            else { return nil }
            let exact = base.isExact(counter) && own.isExact(counter)
            inexact = inexact || !exact
            let ratio = ValueFormatting.ratio(Double(value) / Double(baseValue))
            return "\(exact ? "" : "≈ ")\(ratio) \(name(reference))'s \(plainName(of: counter))"
        }
        guard !parts.isEmpty else { return nil }
        // Snapshots from before module jobs were matched left them out of the own work.
        let covers =
            own.ownModules == nil
            ? "the variant's own files, one job per file; its dependencies' and module-level jobs not counted"
            : "the variant's own files, one job per file, and its own modules' module jobs; dependencies not counted"
        let counts = countsWording(inexact)
        return "**Compile work**: \(name(focus))'s own code costs the compiler "
            + parts.joined(separator: " and ") + ". Less is better (faster builds). "
            + counts.prefix(1).uppercased() + counts.dropFirst() + " for \(covers)."
    }

    /// A headline counter in words a reader without the compiler's vocabulary can follow,
    /// its own name in brackets: "type-checker work (constraint scopes)".
    static func plainName(of counter: String) -> String {
        switch counter {
        case "Sema.NumConstraintScopes": "type-checker work (constraint scopes)"
        case "LLVM.NumLLVMBytesOutput": "object code (bytes of machine code written)"
        default: CompileWorkProfile.titleInSentence(of: counter)
        }
    }

    /// The focus's timings against the reference: a line for each ratio these runs can tell
    /// from 1.00, with its interval, then one line for the rest, counting those whose interval
    /// is too wide to mean anything and the runs that would narrow them.
    static func timeLine(_ report: MeasurementResults, focus: String) -> String? {
        let reference = report.referenceVariant
        guard let base = report.variants.first(where: { $0.variant == reference }),
            let variant = report.variants.first(where: { $0.variant == focus })
        else { return nil }
        var (significant, needed, same, runs) = ([String](), [Int](), 0, Int.max)
        for measure in TimingMeasure.allCases {
            for cpu in [false, true] {
                let row = MeasurementTables.Series(measure: measure, cpu: cpu)
                guard let statistics = row.statistics(variant),
                    let baseStatistics = row.statistics(base),
                    let ratio = ConfidenceInterval.ratio(statistics, over: baseStatistics)
                else { continue }
                runs = min(runs, statistics.samples.count, baseStatistics.samples.count)
                if ratio.isDistinguishable, ratio.lower != nil, ratio.upper != nil {
                    significant.append(
                        "\(MeasurementTables.inSentence(row.title)) "
                            + MeasurementTables.ratioText(ratio, isReference: false, article: nil))
                } else if ratio.isUnbounded
                    || ratio.lower.map({ ratio.estimate - $0 > wideInterval * ratio.estimate })
                        == true
                    || ratio.upper.map({ $0 - ratio.estimate > wideInterval * ratio.estimate })
                        == true
                {
                    needed.append(runsNeeded(statistics, baseStatistics))
                } else {
                    same += 1
                }
            }
        }
        guard runs != .max else { return nil }
        let text = "**Time** (\(runs) run\(runs == 1 ? "" : "s") each; shorter is better)"
        guard runs > 1 else {
            return text + ": one run each, so no difference can be told from noise."
        }
        var lines = significant.map { "beyond noise: \($0)." }
        let rest = same + needed.count
        if rest > 0 {
            let other = significant.isEmpty ? "all \(rest)" : "the other \(rest)"
            var line = "within noise: \(other) build and test time\(rest == 1 ? "" : "s")"
            if let fewest = needed.min(), let most = needed.max() {
                let target = "±\(Int((targetPrecision * 100).rounded()))%"
                let range =
                    fewest == most || most > 100 && fewest > 100
                    ? runsWords(most)
                    : "about \(max(fewest, 2)) to \(most > 100 ? "more than 100" : "\(most)")"
                line +=
                    "; \(needed.count) of them \(needed.count == 1 ? "varies" : "vary") too much to tell (\(range) runs each would pin \(needed.count == 1 ? "it" : "them") to \(target))"
            }
            lines.append(line + ".")
        }
        return text
            + ": \(name(focus))'s time as a multiple of \(name(reference))'s, with its 95% interval in brackets."
            + lines.map { "\n  - " + $0 }.joined()
    }

    /// The runs at which the ratio's 95% interval, shrinking with the square root of the
    /// runs, would be `targetPrecision` wide either side.
    static func runsNeeded(_ a: SampleStatistics, _ b: SampleStatistics) -> Int {
        let spread =
            (a.coefficientOfVariation * a.coefficientOfVariation
            + b.coefficientOfVariation * b.coefficientOfVariation).squareRoot()
        return Int(
            ((1.96 * spread / targetPrecision) * (1.96 * spread / targetPrecision)).rounded(.up))
    }

    /// "about 34", "more than 100".
    static func runsWords(_ runs: Int) -> String {
        runs > 100 ? "more than 100" : "about \(max(runs, 2))"
    }
}
