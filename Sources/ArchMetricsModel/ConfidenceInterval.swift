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

/// Student's t distribution, enough of it for confidence intervals.
public enum StudentT {
    /// The p-quantile (0 < p < 1) for `degreesOfFreedom` > 0 (not necessarily whole), found by
    /// bisection on the distribution function; accurate to about 1e-10.
    public static func quantile(_ p: Double, degreesOfFreedom: Double) -> Double {
        precondition(p > 0 && p < 1 && degreesOfFreedom > 0)
        if p == 0.5 { return 0 }
        if p < 0.5 { return -quantile(1 - p, degreesOfFreedom: degreesOfFreedom) }
        var low = 0.0
        var high = 1.0
        while cdf(high, degreesOfFreedom: degreesOfFreedom) < p { high *= 2 }
        for _ in 0..<200 where high - low > 1e-12 * max(1, high) {
            let middle = (low + high) / 2
            if cdf(middle, degreesOfFreedom: degreesOfFreedom) < p {
                low = middle
            } else {
                high = middle
            }
        }
        return (low + high) / 2
    }

    /// P(T ≤ t) = 1 − ½ I_x(ν/2, ½) for t ≥ 0, with x = ν / (ν + t²).
    public static func cdf(_ t: Double, degreesOfFreedom nu: Double) -> Double {
        let tail = 0.5 * regularizedIncompleteBeta(nu / (nu + t * t), a: nu / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// I_x(a, b) by its continued fraction (Lentz's method), using the symmetry
    /// I_x(a, b) = 1 − I_{1−x}(b, a) where the fraction converges slowly.
    static func regularizedIncompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x > (a + 1) / (a + b + 2) {
            return 1 - regularizedIncompleteBeta(1 - x, a: b, b: a)
        }
        let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let logFront = logBeta + logPowers
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var fraction = d
        for m in 1...300 {
            let m = Double(m)
            let evenStep = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
            d = 1 + evenStep * d
            if abs(d) < tiny { d = tiny }
            c = 1 + evenStep / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            fraction *= d * c
            let oddStep = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            d = 1 + oddStep * d
            if abs(d) < tiny { d = tiny }
            c = 1 + oddStep / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            fraction *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return exp(logFront) * fraction / a
    }
}
