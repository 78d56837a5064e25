import Foundation

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
