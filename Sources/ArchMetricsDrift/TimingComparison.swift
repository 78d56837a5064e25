import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import SwiftScanning

/// A noise-aware verdict on one timing (a variant's clean build, say) between a baseline and now.
///
/// A slowdown fails the check only if it is both **large** (the median grew beyond the timing
/// tolerance, default +10%) and **significant** (one-sided Mann–Whitney p ≤ the significance
/// level, default 0.05). With the usual 3 runs against 3, p ≤ 0.05 means complete separation —
/// every new sample slower than every baseline sample — which is the strongest evidence 3+3
/// samples can give; two noisy re-runs on the same machine rarely meet both conditions, while a
/// real 25% slowdown does. A large but unproven slowdown is reported as "possibly slower"
/// (a warning, not a failure), with what it would take to be sure.
public struct TimingComparison: Codable, Equatable, Sendable {
    public enum Verdict: String, Codable, Sendable {
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

    public var variant: String
    /// A `TimingMeasure` raw value (`cleanBuild`).
    public var measure: String
    public var baselineSamples: [Double]
    public var currentSamples: [Double]
    public var baselineMedian: Double
    public var currentMedian: Double
    /// current median / baseline median.
    public var medianRatio: Double
    /// One-sided p-value that the current samples are slower; nil if not comparable.
    public var pValueSlower: Double?
    /// The smallest p-value these sample sizes can give at all.
    public var smallestPossiblePValue: Double?
    public var completelySeparated: Bool
    public var tolerance: Tolerance
    public var significanceLevel: Double
    public var verdict: Verdict

    public var isDrift: Bool { verdict == .slower }

    /// Compares two sets of samples of the same measure.
    public static func compare(
        variant: String, measure: String, baseline: [Double], current: [Double],
        tolerance: Tolerance, significanceLevel: Double
    ) -> TimingComparison {
        let baselineMedian = median(baseline)
        let currentMedian = median(current)
        var comparison = TimingComparison(
            variant: variant, measure: measure, baselineSamples: baseline, currentSamples: current,
            baselineMedian: baselineMedian, currentMedian: currentMedian,
            medianRatio: baselineMedian > 0 ? currentMedian / baselineMedian : 1,
            pValueSlower: nil, smallestPossiblePValue: nil, completelySeparated: false,
            tolerance: tolerance, significanceLevel: significanceLevel, verdict: .notComparable)
        guard !baseline.isEmpty, !current.isEmpty else { return comparison }
        let slower = MannWhitneyUTest.test(baseline, current)
        comparison.pValueSlower = slower.pValue
        comparison.smallestPossiblePValue = slower.smallestPossiblePValue
        comparison.completelySeparated = slower.completelySeparated
        let beyondTolerance =
            currentMedian > baselineMedian
            && !tolerance.allows(from: baselineMedian, to: currentMedian)
        if beyondTolerance {
            comparison.verdict = slower.pValue <= significanceLevel ? .slower : .possiblySlower
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

    /// Median of unsorted values; 0 for none.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The median's change in percent (`+25.3%`).
    public var changeText: String {
        let percent = (medianRatio - 1) * 100
        return (percent >= 0 ? "+" : "") + String(format: "%.1f%%", percent)
    }

    /// One sentence on how sure the verdict is, for the report.
    public var confidence: String {
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
