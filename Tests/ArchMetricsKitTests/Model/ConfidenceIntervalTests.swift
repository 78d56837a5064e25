import ArchMetricsModel
import Testing

/// The 95% intervals of the timing tables against values worked out by hand from their formulas
/// and against published t tables.
@Suite struct ConfidenceIntervalTests {
    /// Two-sided 95% critical values from a printed t table.
    @Test(arguments: [
        (1.0, 12.706205), (2.0, 4.302653), (3.0, 3.182446), (4.0, 2.776445), (10.0, 2.228139),
        (30.0, 2.042272), (1000.0, 1.962339),
    ])
    func studentQuantileMatchesTheTable(degrees: Double, expected: Double) {
        #expect(abs(StudentT.quantile(0.975, degreesOfFreedom: degrees) - expected) < 1e-5)
        #expect(abs(StudentT.quantile(0.025, degreesOfFreedom: degrees) + expected) < 1e-5)
    }

    @Test func studentDistributionFunction() {
        #expect(abs(StudentT.cdf(0, degreesOfFreedom: 3) - 0.5) < 1e-12)
        // ν = 1 is the Cauchy distribution: F(1) = 3/4 exactly.
        #expect(abs(StudentT.cdf(1, degreesOfFreedom: 1) - 0.75) < 1e-10)
        #expect(abs(StudentT.cdf(-1, degreesOfFreedom: 1) - 0.25) < 1e-10)
    }

    @Test func meanHalfWidthIsTTimesStandardError() throws {
        // [11, 12, 13]: s = 1, n = 3, t(0.975, 2) = 4.302653 → 4.302653 / √3 = 2.484138.
        let statistics = SampleStatistics.from([11, 12, 13])
        let half = try #require(ConfidenceInterval.meanHalfWidth(statistics))
        #expect(abs(half - 2.484138) < 1e-5)
        #expect(abs(ConfidenceInterval.relativeHalfWidth(statistics)! - 2.484138 / 12) < 1e-6)
        #expect(ConfidenceInterval.meanHalfWidth(.from([5])) == nil)
    }

    @Test func fiellerIntervalOfTwoSmallSamples() throws {
        // 12 / 10 with s = 1 on both sides, n = 3: v = 1/3 each, Welch ν = (2/3)² / (2 · (1/9) / 2) = 4,
        // t = 2.776445, t² = 7.708647. Quadratic R² (100 − t²/3) − 2 R · 120 + (144 − t²/3) ≤ 0
        // → a = 97.430451, b = 120, c = 141.430451, roots (b ∓ √(b² − ac)) / a = 0.976007 and 1.487288.
        let ratio = try #require(
            ConfidenceInterval.ratio(.from([11, 12, 13]), over: .from([9, 10, 11])))
        #expect(abs(ratio.estimate - 1.2) < 1e-12)
        #expect(abs(try #require(ratio.lower) - 0.976007) < 1e-5)
        #expect(abs(try #require(ratio.upper) - 1.487288) < 1e-5)
        #expect(!ratio.isDistinguishable, "the interval contains 1")
        #expect(ratio.contains(1.4) && !ratio.contains(1.6))
    }

    @Test func separatedSamplesAreDistinguishable() throws {
        let ratio = try #require(
            ConfidenceInterval.ratio(.from([20, 20.5, 21]), over: .from([10, 10.2, 10.4])))
        #expect(ratio.isDistinguishable)
        #expect(ratio.lower! > 1.8 && ratio.upper! < 2.2)
        // The interval is not symmetric around the estimate but contains it.
        #expect(ratio.contains(ratio.estimate))
    }

    @Test func denominatorCompatibleWithZeroGivesAnUnboundedInterval() throws {
        // Reference mean 1 with a spread that makes 0 plausible: Fieller's interval is unbounded.
        let ratio = try #require(
            ConfidenceInterval.ratio(.from([1, 1.1, 0.9]), over: .from([0.1, 2, 0.9])))
        #expect(ratio.lower == nil && ratio.upper == nil && ratio.isUnbounded)
        #expect(!ratio.isDistinguishable && ratio.contains(100))
    }

    /// Samples from the real run that printed `1.33× (-0.23–10.21, n.s.)`: MVP's null builds
    /// 0.51 and 0.78 s over MVC's 0.41 and 0.56 s. A numerator compatible with 0 makes Fieller's
    /// lower root negative; a ratio of times is cut at 0.
    @Test func theLowerBoundIsNeverNegative() throws {
        let ratio = try #require(
            ConfidenceInterval.ratio(.from([0.51, 0.78]), over: .from([0.41, 0.56])))
        #expect(ratio.lower == 0)
        #expect(ratio.upper! > 5 && !ratio.isDistinguishable)
    }

    @Test func tooFewSamplesGiveNoInterval() throws {
        let ratio = try #require(ConfidenceInterval.ratio(.from([2]), over: .from([1])))
        #expect(
            ratio.estimate == 2 && ratio.lower == nil && !ratio.isUnbounded
                && !ratio.isDistinguishable)
        #expect(ConfidenceInterval.ratio(.from([2, 3]), over: .from([0, 0])) == nil)
    }
}

/// The stopping rule of `--precision` on hand-computed samples.
@Suite struct AdaptiveSamplingTests {
    // [11, 12, 13]: half-width 2.484138 over mean 12 = 20.70%; [99, 100, 101]: 2.484138 / 100 = 2.48%.
    let wide = [11.0, 12, 13]
    let tight = [99.0, 100, 101]

    @Test func widestRelativeHalfWidthIsTheLargestOverAllSeries() throws {
        let widest = try #require(AdaptiveSampling.widestRelativeHalfWidth([tight, wide]))
        #expect(abs(widest - 2.484138 / 12) < 1e-6)
        #expect(AdaptiveSampling.widestRelativeHalfWidth([tight, [5]]) == nil)
    }

    @Test func anotherRoundWhileAnySeriesIsTooWide() {
        #expect(
            AdaptiveSampling.needsAnotherRound(
                [tight, wide], precision: 0.03, roundsDone: 3, maxRuns: 10))
        #expect(
            !AdaptiveSampling.needsAnotherRound(
                [tight], precision: 0.03, roundsDone: 3, maxRuns: 10),
            "2.48% ≤ 3%")
        #expect(
            AdaptiveSampling.needsAnotherRound(
                [tight], precision: 0.02, roundsDone: 3, maxRuns: 10),
            "2.48% > 2%")
    }

    @Test func theCapStopsEvenWhenTooWide() {
        #expect(
            !AdaptiveSampling.needsAnotherRound(
                [wide], precision: 0.03, roundsDone: 10, maxRuns: 10))
    }

    @Test func aSeriesWithoutAnIntervalAsksForMore() {
        #expect(
            AdaptiveSampling.needsAnotherRound([[5]], precision: 0.5, roundsDone: 1, maxRuns: 3))
    }
}
