import Foundation

/// 95% confidence intervals for the timing tables: of a mean (Student's t) and of the ratio of two
/// means (Fieller's theorem with Welch's degrees of freedom). Closed forms rather than a
/// bootstrap: with 3 samples a bootstrap has only 10 distinct resamples and understates the
/// spread, while these intervals are exact under normal noise and deterministic by construction.
public enum ConfidenceInterval {
    /// The two-sided level used throughout the reports.
    public static let level = 0.95

    /// Half-width of the 95% interval around the mean of `samples`: t(0.975, n − 1) · s / √n.
    /// Nil for fewer than two samples (no spread to go by).
    public static func meanHalfWidth(_ statistics: SampleStatistics) -> Double? {
        let count = statistics.samples.count
        guard count >= 2 else { return nil }
        return StudentT.quantile(0.975, degreesOfFreedom: Double(count - 1))
            * statistics.standardDeviation / Double(count).squareRoot()
    }

    /// Half-width over the mean, the "± x%" the adaptive runs aim at; nil when not defined.
    public static func relativeHalfWidth(_ statistics: SampleStatistics) -> Double? {
        guard statistics.mean > 0, let half = meanHalfWidth(statistics) else { return nil }
        return half / statistics.mean
    }

    /// The ratio of two means with its 95% interval.
    public struct Ratio: Equatable, Sendable {
        /// mean(numerator) / mean(denominator).
        public var estimate: Double
        /// Bounds of the interval; nil when the interval is unbounded (the denominator's own
        /// interval reaches 0, so any ratio is compatible with the data) or not computable.
        public var lower: Double?
        public var upper: Double?
        /// True when there were enough samples but no bound exists (Fieller's unbounded case);
        /// false when there is an interval, or too few samples for one.
        public var isUnbounded = false

        public init(estimate: Double, lower: Double?, upper: Double?, isUnbounded: Bool = false) {
            self.estimate = estimate
            self.lower = lower
            self.upper = upper
            self.isUnbounded = isUnbounded
        }

        /// The interval is bounded and excludes 1: the two means differ at the 5% level.
        public var isDistinguishable: Bool {
            guard let lower, let upper else { return false }
            return lower > 1 || upper < 1
        }

        /// Whether `value` lies inside the interval (an unbounded interval contains everything).
        public func contains(_ value: Double) -> Bool {
            guard let lower, let upper else { return true }
            return lower <= value && value <= upper
        }
    }

    /// Fieller's interval for mean(numerator) / mean(denominator) from two independent samples
    /// with possibly different variances: the set of ratios R for which
    /// (m₁ − R·m₀)² ≤ t² (v₁ + R² v₀), with vᵢ = sᵢ²/nᵢ and t at Welch–Satterthwaite's degrees
    /// of freedom. Nil when the denominator's mean is not positive.
    public static func ratio(
        _ numerator: SampleStatistics, over denominator: SampleStatistics
    ) -> Ratio? {
        let m1 = numerator.mean
        let m0 = denominator.mean
        guard m0 > 0 else { return nil }
        let estimate = m1 / m0
        let n1 = Double(numerator.samples.count)
        let n0 = Double(denominator.samples.count)
        guard n1 >= 2, n0 >= 2 else { return Ratio(estimate: estimate, lower: nil, upper: nil) }
        let v1 = numerator.standardDeviation * numerator.standardDeviation / n1
        let v0 = denominator.standardDeviation * denominator.standardDeviation / n0
        if v1 == 0 && v0 == 0 {
            return Ratio(estimate: estimate, lower: estimate, upper: estimate)
        }
        let degrees = welchDegreesOfFreedom(v1: v1, n1: n1, v0: v0, n0: n0)
        let t = StudentT.quantile(0.975, degreesOfFreedom: degrees)
        let t2 = t * t
        // R² (m₀² − t² v₀) − 2 R m₀ m₁ + (m₁² − t² v₁) ≤ 0
        let a = m0 * m0 - t2 * v0
        guard a > 0 else {
            return Ratio(estimate: estimate, lower: nil, upper: nil, isUnbounded: true)
        }
        let b = m0 * m1
        let c = m1 * m1 - t2 * v1
        let discriminant = b * b - a * c
        guard discriminant >= 0 else {
            return Ratio(estimate: estimate, lower: nil, upper: nil, isUnbounded: true)
        }
        let root = discriminant.squareRoot()
        // Times are never negative, so neither is their ratio: Fieller's lower root can be (when
        // the numerator's own mean is compatible with 0), and is cut at 0.
        return Ratio(estimate: estimate, lower: max(0, (b - root) / a), upper: (b + root) / a)
    }

    /// Welch–Satterthwaite: (v₁ + v₀)² / (v₁²/(n₁−1) + v₀²/(n₀−1)).
    public static func welchDegreesOfFreedom(v1: Double, n1: Double, v0: Double, n0: Double)
        -> Double
    {
        let denominator = v1 * v1 / (n1 - 1) + v0 * v0 / (n0 - 1)
        guard denominator > 0 else { return n1 + n0 - 2 }
        return (v1 + v0) * (v1 + v0) / denominator
    }
}
