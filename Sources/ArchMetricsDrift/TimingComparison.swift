import ArchMetricsModel
import Foundation

/// A noise-aware verdict on one timing (a variant's clean build, say) between a baseline and now.
///
/// A slowdown fails the check only if it is both **large** (the median grew beyond the timing
/// tolerance, default +10%) and **significant** (one-sided Mann–Whitney p ≤ the significance
/// level, default 0.05). With the usual 3 runs against 3, p ≤ 0.05 means complete separation —
/// every new sample slower than every baseline sample — which is the strongest evidence 3+3
/// samples can give; two noisy re-runs on the same machine rarely meet both conditions, while a
/// real 25% slowdown does. A large but unproven slowdown is reported as "possibly slower"
/// (a warning, not a failure), with what it would take to be sure.
///
/// At the noise this machine really shows (coefficients of variation of 10–50% under load) the
/// rank test alone is not enough: with 3 against 3 samples complete separation happens by chance
/// 1 time in 20, and at such noise nearly every chance separation also clears +10%, so false
/// alarms approach 5%. A slowdown therefore also has to pass a one-sided Welch t-test on the
/// logarithms of the samples (timings are right-skewed; on a log scale the noise is close to
/// normal and a slowdown is a shift) at `falseAlarmLevel` (1%: the Welch test is slightly
/// liberal with 3 samples a side, and 1% keeps false alarms under 2% at every measured noise).
/// Where it does not pass, the verdict is "possibly slower: inconclusive, measure more".
package struct TimingComparison: Codable, Equatable, Sendable {
    package enum Verdict: String, Codable, Sendable {
        /// Large and significant: fails the check.
        case slower
        /// Large but not significant: a warning.
        case possiblySlower
        /// No change worth reporting.
        case withinNoise
        /// Significantly and substantially faster (the mirror of `slower`): good news, never a failure.
        case faster
        /// One side has no samples.
        case notComparable
    }

    package var variant: String
    /// A `TimingMeasure` raw value (`cleanBuild`).
    package var measure: String
    package var baselineSamples: [Double]
    package var currentSamples: [Double]
    package var baselineMedian: Double
    package var currentMedian: Double
    /// current median / baseline median.
    package var medianRatio: Double
    /// One-sided p-value that the current samples are slower; nil if not comparable.
    package var pValueSlower: Double?
    /// The smallest p-value these sample sizes can give at all.
    package var smallestPossiblePValue: Double?
    /// One-sided Welch t-test p-value on the samples' logarithms that the current ones are
    /// slower; nil if a side has fewer than two samples (or in reports from before it existed).
    package var pValueLogWelch: Double?
    package var completelySeparated: Bool
    package var tolerance: Tolerance
    package var significanceLevel: Double
    package var verdict: Verdict

    package var isDrift: Bool { verdict == .slower }

    /// The level of the log-scale t-test a slowdown must also pass (or the significance level,
    /// if that is lower): what keeps a check from failing on noise alone.
    package static let falseAlarmLevel = 0.01

    /// Compares two sets of samples of the same measure.
    package static func compare(
        variant: String, measure: String, baseline: [Double], current: [Double],
        tolerance: Tolerance, significanceLevel: Double
    ) -> TimingComparison {
        let baselineMedian = SampleStatistics.median(baseline)
        let currentMedian = SampleStatistics.median(current)
        var comparison = TimingComparison(
            variant: variant, measure: measure, baselineSamples: baseline, currentSamples: current,
            baselineMedian: baselineMedian, currentMedian: currentMedian,
            medianRatio: baselineMedian > 0 ? currentMedian / baselineMedian : 1,
            pValueSlower: nil, smallestPossiblePValue: nil, pValueLogWelch: nil,
            completelySeparated: false,
            tolerance: tolerance, significanceLevel: significanceLevel, verdict: .notComparable)
        guard !baseline.isEmpty, !current.isEmpty else { return comparison }
        let slower = MannWhitneyUTest.test(baseline, current)
        comparison.pValueSlower = slower.pValue
        comparison.smallestPossiblePValue = slower.smallestPossiblePValue
        comparison.completelySeparated = slower.completelySeparated
        let beyondTolerance =
            currentMedian > baselineMedian
            && !tolerance.allows(from: baselineMedian, to: currentMedian)
        comparison.pValueLogWelch = logWelchPValue(baseline, current)
        if beyondTolerance {
            let parametricLevel = min(significanceLevel, falseAlarmLevel)
            let confirmed = comparison.pValueLogWelch.map { $0 <= parametricLevel } ?? false
            comparison.verdict =
                slower.pValue <= significanceLevel && confirmed ? .slower : .possiblySlower
        } else if currentMedian < baselineMedian,
            !tolerance.allows(from: currentMedian, to: baselineMedian),
            MannWhitneyUTest.test(current, baseline).pValue <= significanceLevel
        {
            // As large a change as a failing slowdown, the other way.
            comparison.verdict = .faster
        } else {
            comparison.verdict = .withinNoise
        }
        return comparison
    }

    /// One-sided Welch t-test that log(current) has a larger mean than log(baseline); nil with
    /// fewer than two samples on a side or a sample that is not positive. Two sides without any
    /// spread give 0 if the current is larger, else 1.
    static func logWelchPValue(_ baseline: [Double], _ current: [Double]) -> Double? {
        guard baseline.count >= 2, current.count >= 2,
            (baseline + current).allSatisfy({ $0 > 0 })
        else { return nil }
        /// Mean and variance of the mean (s² / n) of the logarithms.
        func logMoments(_ values: [Double]) -> (mean: Double, varianceOfMean: Double) {
            let logs = values.map { log($0) }
            let count = Double(logs.count)
            let mean = logs.reduce(0, +) / count
            let variance = logs.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (count - 1)
            return (mean, variance / count)
        }
        let (oldMean, v0) = logMoments(baseline)
        let (newMean, v1) = logMoments(current)
        let difference = newMean - oldMean
        guard v0 + v1 > 0 else { return difference > 0 ? 0 : 1 }
        let degrees = ConfidenceInterval.welchDegreesOfFreedom(
            v1: v1, n1: Double(current.count), v0: v0, n0: Double(baseline.count))
        return 1 - StudentT.cdf(difference / (v0 + v1).squareRoot(), degreesOfFreedom: degrees)
    }

    /// The median's change in percent (`+25.3%`).
    package var changeText: String {
        let percent = (medianRatio - 1) * 100
        return (percent >= 0 ? "+" : "") + String(format: "%.1f%%", percent)
    }

    /// One sentence on how sure the verdict is, for the report.
    package var confidence: String {
        let sizes = "\(baselineSamples.count) vs \(currentSamples.count) samples"
        guard let p = pValueSlower, let floor = smallestPossiblePValue else {
            return
                "not compared: \(baselineSamples.isEmpty ? "the baseline" : "the current run") has no samples"
        }
        let pText = "p = \(Self.format(p))"
        switch verdict {
        case .slower:
            let strongest =
                p <= floor * 1.000001 ? ", the strongest evidence \(sizes) can give" : ""
            let separation =
                completelySeparated ? "; every new sample is slower than every baseline sample" : ""
            return
                "significant slowdown: \(pText) ≤ \(Self.format(significanceLevel)) (one-sided Mann-Whitney, \(sizes)\(strongest))\(separation)"
        case .possiblySlower:
            if floor > significanceLevel {
                return
                    "not provable with \(sizes): the smallest p they can give is \(Self.format(floor)) > \(Self.format(significanceLevel)); measure more runs"
            }
            if p <= significanceLevel, let welch = pValueLogWelch {
                return
                    "inconclusive, measure more: the ranks separate (\(pText), \(sizes)) but against the samples' own spread the shift has p = \(Self.format(welch)) > \(Self.format(min(significanceLevel, Self.falseAlarmLevel))) (one-sided Welch t on log times), which noise alone gives too often"
            }
            return
                "not significant: \(pText) > \(Self.format(significanceLevel)) (\(sizes)); the samples overlap, re-measure to confirm"
        case .faster:
            return "significantly faster (\(sizes))"
        case .withinNoise:
            return "within noise: median \(changeText), \(pText) (\(sizes)); limit \(tolerance)"
        case .notComparable:
            return "not compared"
        }
    }

    static func format(_ value: Double) -> String {
        String(format: value < 0.001 ? "%.1e" : "%.3f", value)
    }
}
