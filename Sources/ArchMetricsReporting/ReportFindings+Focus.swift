import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// The lines that open the findings: the focus variant against the reference, one per measure
/// (size, tests, coverage, compile work, time), each saying what it covers, so the team's
/// question ("MVP-C or MVC?") is answered before the list over every variant.
extension ReportFindings {
    /// A ratio's 95% interval wider than this share of the ratio either side says too little
    /// to be worth printing: it is stated as too noisy, with the runs that would narrow it.
    static let wideInterval = 0.25
    /// The precision the "runs it would take" aims for: the ratio to within ±10%.
    static let targetPrecision = 0.10

    /// The heading line and one bullet per measure the snapshot holds; empty when the focus is
    /// the reference (nothing to set against it).
    static func focusLines(
        _ snapshot: MetricsSnapshot, report: MeasurementReport?, measure: LineMeasure,
        reference: String
    ) -> [String] {
        let focus = snapshot.focusVariant
        guard focus != reference,
            let focusMetrics = snapshot.variants.first(where: { $0.name == focus }),
            let referenceMetrics = snapshot.variants.first(where: { $0.name == reference })
        else { return [] }
        let (f, r) = (name(focus), name(reference))
        // The same lines as the source-size finding over every variant: demos are not the app.
        let (focusLines, referenceLines) = (
            appLines(focusMetrics, measure: measure), appLines(referenceMetrics, measure: measure)
        )
        let wording = appLinesWording(snapshot, measure: measure)
        var bullets = [
            "**Size** (exact, \(wording.kind) of the variant's own files \(wording.outside)): \(f) \(focusLines), \(r) \(referenceLines)"
                + (referenceLines > 0
                    ? " (\(ValueFormatting.ratio(Double(focusLines) / Double(referenceLines))))."
                    : ".")
        ]
        bullets.append(
            "**Tests** (exact, test functions in all test files): \(f) \(focusMetrics.unitTests.totalTestCount), \(r) \(referenceMetrics.unitTests.totalTestCount)"
                + testRunText(report, focus: focus, reference: reference) + ".")
        bullets += [
            coverageLine(snapshot, report: report, focus: focus, reference: reference),
            report.flatMap { compileWorkLine($0, focus: focus) },
            report.flatMap { timeLine($0, focus: focus) },
        ].compactMap { $0 }
        return ["**\(f) against \(r)** (the focus variant against the reference):", ""]
            + bullets.map { "- " + $0 } + ["", "**Every variant:**", ""]
    }

    /// "; every test passed in both" when the tests ran and none failed or was skipped, the
    /// failing and skipped ones otherwise; nothing when the tests did not run.
    static func testRunText(_ report: MeasurementReport?, focus: String, reference: String)
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
        _ snapshot: MetricsSnapshot, report: MeasurementReport?, focus: String, reference: String
    ) -> String? {
        let feature =
            snapshot.settings.map { $0.features.first?.name ?? $0.unitTestScreen }
            ?? Defaults.unitTestScreen
        func percent(_ variant: String) -> Double? {
            report?.variants.first { $0.variant == variant }?.featureCoverage
                .first { $0.name == feature }?.percent
        }
        guard let focusPercent = percent(focus), let referencePercent = percent(reference) else {
            return nil
        }
        func text(_ value: Double) -> String { ValueFormatting.percent(value) }
        return
            "**Coverage** (lines of the \(name(feature)) feature's files run by the tests): \(name(focus)) \(text(focusPercent)), \(name(reference)) \(text(referencePercent))."
    }

    /// The headline compile-work counters of the focus's own files against the reference's.
    static func compileWorkLine(_ report: MeasurementReport, focus: String) -> String? {
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
            return "\(CompileWorkProfile.titleInSentence(of: counter)) \(exact ? "" : "≈ ")"
                + ValueFormatting.ratio(Double(value) / Double(baseValue))
        }
        guard !parts.isEmpty else { return nil }
        // Snapshots from before module jobs were matched left them out of the own work.
        let covers =
            own.ownModules == nil
            ? "the variant's own files, one job per file; its dependencies' and module-level jobs not counted"
            : "the variant's own files, one job per file, and its own modules' module jobs; dependencies not counted"
        return "**Compile work** (\(countsWording(inexact)) for \(covers)): "
            + parts.joined(separator: ", ") + " \(name(reference))'s."
    }

    /// The focus's timings against the reference: the ratios these runs can tell from 1.00,
    /// with their interval; the ones whose interval is too wide to mean anything, with the runs
    /// that would narrow it; the rest counted, not listed.
    static func timeLine(_ report: MeasurementReport, focus: String) -> String? {
        let reference = report.referenceVariant
        guard let base = report.variants.first(where: { $0.variant == reference }),
            let variant = report.variants.first(where: { $0.variant == focus })
        else { return nil }
        var (significant, noisy, same, runs) = ([String](), [String](), 0, Int.max)
        for measure in TimingMeasure.allCases {
            for cpu in [false, true] {
                let row = MeasurementTables.Series(measure: measure, cpu: cpu)
                guard let statistics = row.statistics(variant),
                    let baseStatistics = row.statistics(base),
                    let ratio = ConfidenceInterval.ratio(statistics, over: baseStatistics)
                else { continue }
                runs = min(runs, statistics.samples.count, baseStatistics.samples.count)
                let title = MeasurementTables.inSentence(row.title)
                if ratio.isDistinguishable, ratio.lower != nil, ratio.upper != nil {
                    significant.append(
                        "\(title) "
                            + MeasurementTables.ratioText(ratio, isReference: false, article: nil))
                } else if ratio.isUnbounded
                    || ratio.lower.map({ ratio.estimate - $0 > wideInterval * ratio.estimate })
                        == true
                    || ratio.upper.map({ $0 - ratio.estimate > wideInterval * ratio.estimate })
                        == true
                {
                    noisy.append("\(title) (\(runsText(statistics, baseStatistics)))")
                } else {
                    same += 1
                }
            }
        }
        guard runs != .max else { return nil }
        var text =
            "**Time** (\(runs) run\(runs == 1 ? "" : "s") each, \(name(focus)) over \(name(reference))): "
        guard runs > 1 else {
            return text + "one run each, so no difference can be told from noise."
        }
        var parts: [String] = []
        if !significant.isEmpty {
            parts.append(
                "a difference these runs can tell in " + significant.joined(separator: ", "))
        }
        if !noisy.isEmpty {
            parts.append("too noisy to say for " + noisy.joined(separator: ", "))
        }
        if same > 0 {
            let other = significant.isEmpty && noisy.isEmpty ? "" : " other"
            parts.append(
                "no difference these runs can tell in the \(same)\(other) measure\(same == 1 ? "" : "s")"
            )
        }
        text += parts.joined(separator: "; ") + "."
        return text
    }

    /// "about 40 runs each would pin it to ±10%": the runs at which the ratio's 95% interval,
    /// shrinking with the square root of the runs, would be that narrow.
    static func runsText(_ a: SampleStatistics, _ b: SampleStatistics) -> String {
        let spread =
            (a.coefficientOfVariation * a.coefficientOfVariation
            + b.coefficientOfVariation * b.coefficientOfVariation).squareRoot()
        let needed = Int(
            ((1.96 * spread / targetPrecision) * (1.96 * spread / targetPrecision)).rounded(.up))
        let target = "\(Int((targetPrecision * 100).rounded()))%"
        return needed > 100
            ? "more than 100 runs each would be needed to pin it to ±\(target)"
            : "about \(max(needed, 2)) runs each would pin it to ±\(target)"
    }
}
