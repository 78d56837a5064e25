import ArchMetricsModel
import ArchMetricsSupport

/// The findings that open `comparison.md`: the few differences a reader should take away, in
/// words, worked out from the snapshot. A difference is stated as one only when it is exact
/// (lines, test counts and the compiler's work counters give the same number on any machine) or
/// when the ratio's 95% interval of a timing excludes 1.00 (the test the ratio table marks
/// "n.s."); every other timing is said to be within noise, and so is all of it when nothing
/// passes, so the summary never reads more into a run than the run holds.
package enum ReportFindings {
    /// The `## Findings` section as Markdown lines; empty for a snapshot without variants.
    package static func markdown(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> [String] {
        guard !snapshot.variants.isEmpty else { return [] }
        let reference = referenceVariant(snapshot)
        // Measured in schedule order; named here in the report's column order, focus first.
        let order = snapshot.variants.map(\.name)
        let report = snapshot.measurements.map { report in
            var ordered = report
            ordered.variants = report.variants.enumerated().sorted {
                (order.firstIndex(of: $0.element.variant) ?? order.count, $0.offset)
                    < (order.firstIndex(of: $1.element.variant) ?? order.count, $1.offset)
            }.map(\.element)
            return ordered
        }
        let focusLines = focusLines(
            snapshot, report: report, measure: measure, reference: reference)
        var bullets = [sourceLines(snapshot, measure: measure, reference: reference)]
        bullets += [unitTests(snapshot, report: report)].compactMap { $0 }
        if let report {
            bullets += [failures(report), compileWork(report), timings(report)].compactMap { $0 }
        }
        if let analysis = snapshot.analysis {
            bullets.append(navigationCoupling(analysis, focusVariant: snapshot.focusVariant))
        }
        if !snapshot.diagnostics.isEmpty {
            let count = snapshot.diagnostics.count
            bullets.append(
                "**Scan problems**: \(count) file\(count == 1 ? "" : "s") could not be read as expected; see Diagnostics at the end."
            )
        }
        return ["## Findings", ""] + focusLines + bullets.map { "- " + $0 }
    }

    /// The variant ratios are taken against: the measurement's reference, else the settings'.
    static func referenceVariant(_ snapshot: MetricsSnapshot) -> String {
        let names = snapshot.variants.map(\.name)
        let candidates = [
            snapshot.measurements?.referenceVariant, snapshot.settings?.referenceVariant,
        ]
        return candidates.compactMap { $0 }.first(where: names.contains) ?? snapshot.focusVariant
    }

    /// A variant's lines of the app: outside tests, demos and tooling. Every size finding
    /// counts these.
    static func appLines(_ variant: VariantSourceMetrics, measure: LineMeasure) -> Int {
        variant.files.filter(\.role.isTheApp).reduce(0) { $0 + measure.count($1.lines) }
    }

    /// What `appLines` counts, in words: ("physical lines", "outside tests and demos or
    /// tooling"), demos named only when the snapshot has some.
    static func appLinesWording(_ snapshot: MetricsSnapshot, measure: LineMeasure) -> (
        kind: String, outside: String
    ) {
        let apart =
            snapshot.variants.contains { $0.files.contains { $0.role == .tooling } }
            ? " and demos or tooling" : ""
        return (measure == .physical ? "physical lines" : "code lines", "outside tests" + apart)
    }

    /// Each variant's lines of app code (outside tests, demos and tooling), largest first, with
    /// its ratio to the reference: "app code", never "size", as the README's screen-UI lines
    /// are a size too.
    static func sourceLines(_ snapshot: MetricsSnapshot, measure: LineMeasure, reference: String)
        -> String
    {
        let totals = snapshot.variants.map { variant in
            (name: variant.name, lines: appLines(variant, measure: measure))
        }
        let base = totals.first { $0.name == reference }?.lines ?? 0
        let figures = largestFirst(totals.map { ($0.name, Double($0.lines)) }).map { name, lines in
            var text = "\(Self.name(name)) \(Int(lines))"
            if name != reference, base > 0 {
                text += " (\(ValueFormatting.ratio(lines / Double(base))))"
            }
            return text
        }
        let wording = appLinesWording(snapshot, measure: measure)
        let against =
            totals.count > 1 && base > 0 ? "; in brackets, against \(name(reference))" : ""
        return
            "**App code** (exact, \(wording.kind) \(wording.outside); fewer is better\(against)): \(figures.joined(separator: ", "))."
    }

    /// Test functions per variant and, when the tests ran, whether they all passed.
    static func unitTests(_ snapshot: MetricsSnapshot, report: MeasurementResults?) -> String? {
        let counts = snapshot.variants.map { ($0.name, Double($0.unitTests.totalTestCount)) }
        guard counts.contains(where: { $0.1 > 0 }) else { return nil }
        let figures = largestFirst(counts).map { "\(name($0.0)) \(Int($0.1))" }
        var text =
            "**Unit tests** (exact, test functions in all test files; more is better): \(figures.joined(separator: ", "))."
        // The compile-work fast path runs no tests: nothing to say then.
        let ran =
            report?.variants.compactMap { variant in variant.tests.map { (variant.variant, $0) } }
            ?? []
        if !ran.isEmpty {
            let failing = ran.filter { $0.1.failed > 0 }
            let skipped = skippedText(ran)
            if failing.isEmpty, skipped.isEmpty {
                text +=
                    " Every test that ran passed in \(ran.count == 1 ? "the" : "all \(ran.count)") measured variant\(ran.count == 1 ? "" : "s")."
            } else if failing.isEmpty {
                text +=
                    " No test failed in \(ran.count == 1 ? "the" : "the \(ran.count)") measured variant\(ran.count == 1 ? "" : "s")\(skipped)."
            } else {
                text +=
                    " Failing tests: "
                    + failing.map { "\(name($0.0)) \($0.1.failed) of \($0.1.ran)" }.joined(
                        separator: ", ") + "."
            }
        }
        return text
    }

    /// Variants whose build or tests did not finish: their timings are missing or partial.
    static func failures(_ report: MeasurementResults) -> String? {
        let failed = report.variants.filter { $0.status != .ok }
        guard !failed.isEmpty else { return nil }
        return "**Not measured in full**: "
            + failed.map { "\(name($0.variant)) (\(MeasurementTables.statusText($0)))" }.joined(
                separator: ", ") + "; see the build-time table's notes."
    }

    /// The first and last headline counters (type-checker work, object code) of each variant's
    /// own code against the reference's: exact, so any difference is real.
    static func compileWork(_ report: MeasurementResults) -> String? {
        let reference = report.referenceVariant
        guard
            let base = report.variants.first(where: { $0.variant == reference })?.compileWork,
            let first = CompileWorkProfile.headlineCounters.first,
            let last = CompileWorkProfile.headlineCounters.last
        else { return nil }
        var inexactVariants = Set<String>()
        let parts = [first, last].compactMap { counter -> String? in
            guard let baseValue = base.own.counters[counter], baseValue > 0 else { return nil }
            let ratios = report.variants.compactMap { variant -> (String, Double)? in
                guard variant.variant != reference, let work = variant.compileWork,
                    let value = work.own.counters[counter]
                else { return nil }
                if !base.isExact(counter) || !work.isExact(counter) {
                    inexactVariants.insert("\(counter) \(variant.variant)")
                }
                return (variant.variant, Double(value) / Double(baseValue))
            }
            guard !ratios.isEmpty else { return nil }
            return "\(plainName(of: counter)) "
                + largestFirst(ratios).map {
                    let mark = inexactVariants.contains("\(counter) \($0.0)") ? "≈ " : ""
                    return "\(name($0.0)) \(mark)\(ValueFormatting.ratio($0.1))"
                }.joined(separator: ", ")
        }
        guard !parts.isEmpty else { return nil }
        return
            "**Compile work** (\(countsWording(!inexactVariants.isEmpty)), the variant's own code against \(name(reference))'s; less is better): "
            + parts.joined(separator: "; ") + "."
    }

    /// How the compile-work findings call their counts: exact, unless the tool marked one of
    /// the figures not exact in its build (object code that depends on the folder), which then
    /// carries `≈` as in the tables.
    static func countsWording(_ inexact: Bool) -> String {
        inexact
            ? "counts of the compiler, exact except those marked ≈ (not exact in this build; see the compile-work tables)"
            : "exact counts of the compiler"
    }

    /// The timing ratios whose interval excludes 1.00, by measure (one sub-bullet each, largest
    /// ratio first), with the count of all comparisons made and how many of them a 95% interval
    /// lets through by chance alone, so a lone "significant" ratio among many reads as it should.
    static func timings(_ report: MeasurementResults) -> String? {
        let reference = report.referenceVariant
        guard let base = report.variants.first(where: { $0.variant == reference }) else {
            return nil
        }
        let series = TimingMeasure.allCases.flatMap { measure in
            [false, true].map { MeasurementTables.Series(measure: measure, cpu: $0) }
        }
        var compared = 0
        var significant: [(measure: String, ratios: [(String, Double)])] = []
        // The count stderr gave at the end of the measurement, from the same figures.
        let (noisy, means) = report.noisyAverages
        var noisyRatios = 0
        for row in series {
            guard let baseStatistics = row.statistics(base), baseStatistics.mean > 0 else {
                continue
            }
            let ratios = distinguishedRatios(row, over: baseStatistics, in: report)
            compared += ratios.compared
            noisyRatios += ratios.shaky
            if !ratios.found.isEmpty {
                significant.append((MeasurementTables.inSentence(row.title), ratios.found))
            }
        }
        guard means > 0 else { return nil }
        var text = "**Build and test times** against \(name(reference)) (shorter is better): "
        let count = significant.reduce(0) { $0 + $1.ratios.count }
        if compared == 0 {
            text += "one run each, so no interval and no difference that can be called significant."
        } else if significant.isEmpty {
            text +=
                "no difference these runs can tell: each of the \(compared) ratios' 95% intervals contains 1.00."
        } else {
            let chance = ValueFormatting.fixed(
                Double(compared) * (1 - ConfidenceInterval.level), decimals: 1)
            text +=
                "these runs tell \(count) of the \(compared) ratios apart from 1.00 (their 95% interval leaves 1.00 out; chance alone would do that for about \(chance)), "
                + "the other \(compared - count) are within noise."
        }
        if noisy > 0 {
            text +=
                " \(noisy) of the \(means) averages \(noisy == 1 ? "comes" : "come") from runs that varied by more than \(ValueFormatting.percent(SampleStatistics.noisyCoefficientOfVariation * 100)) (marked ⚠)"
                + (noisyRatios > 0
                    ? "; a ratio marked ⚠ rests on one of them, so more runs should confirm it first."
                    : ".")
        }
        let busy = (report.rounds ?? []).filter { $0.busy && !$0.isWarmup }.count
        if busy > 0 {
            text += " \(busy) measured round\(busy == 1 ? "" : "s") ran on a busy machine."
        }
        for (measure, ratios) in significant {
            text += "\n  - \(measure): \(ratios.map(\.0).joined(separator: ", "))"
        }
        return text
    }

    /// One measure's ratios to the reference: how many could be compared, and those whose 95%
    /// interval leaves 1.00 out, largest first, each as the ratio table's cell text (with ⚠
    /// when a mean behind it is noisy), and how many of those are so marked.
    static func distinguishedRatios(
        _ row: MeasurementTables.Series, over baseStatistics: SampleStatistics,
        in report: MeasurementResults
    ) -> (compared: Int, shaky: Int, found: [(String, Double)]) {
        let reference = report.referenceVariant
        var compared = 0
        var noisyRatios = 0
        var found: [(String, Double)] = []
        var texts: [String: String] = [:]
        for variant in report.variants where variant.variant != reference {
            guard let statistics = row.statistics(variant),
                let ratio = ConfidenceInterval.ratio(statistics, over: baseStatistics),
                ratio.lower != nil || ratio.isUnbounded
            else { continue }
            compared += 1
            guard ratio.isDistinguishable, ratio.lower != nil, ratio.upper != nil else {
                continue
            }
            // The ratio table's own cell text, so the two read the same; ⚠ when a mean
            // behind it is noisy, since the interval then rests on runs that disagree.
            let shaky = statistics.isNoisy || baseStatistics.isNoisy
            noisyRatios += shaky ? 1 : 0
            texts[variant.variant] =
                "\(name(variant.variant)) "
                + MeasurementTables.ratioText(ratio, isReference: false, article: nil)
                + (shaky ? " ⚠" : "")
            found.append((variant.variant, ratio.estimate))
        }
        return (
            compared, noisyRatios, largestFirst(found).map { (texts[$0.0] ?? $0.0, $0.1) }
        )
    }

    /// Screen pairs whose screens name each other's view controllers, per variant: exact.
    static func navigationCoupling(_ analysis: ArchitectureAnalysis, focusVariant: String) -> String
    {
        let variants = ArchitectureAnalysisReport.ordered(analysis, focusVariant: focusVariant)
        let pairs = variants.map { ($0.name, Double($0.coupling.navigationScreenPairs.count)) }
        let figures = largestFirst(pairs).map { "\(name($0.0)) \(Int($0.1))" }
        return
            "**Navigation coupling** (exact, screen pairs where one screen's parts name the other's view controller; fewer is better, as such screens change together): "
            + figures.joined(separator: ", ") + "."
    }

    /// Largest value first; equal values keep their report order, so the text is deterministic.
    static func largestFirst(_ figures: [(String, Double)]) -> [(String, Double)] {
        figures.enumerated().sorted { ($0.element.1, $1.offset) > ($1.element.1, $0.offset) }
            .map(\.element)
    }

    /// A variant's name as Markdown text.
    static func name(_ text: String) -> String { TextEscaping.markdownText(text) }
}
