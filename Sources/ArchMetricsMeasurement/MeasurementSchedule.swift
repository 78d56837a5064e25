import ArchMetricsModel
import ArchMetricsSupport

/// The order runs happen in. Variants are interleaved run by run (MVC, MVVM, MVP, MVP-C, MVC, …)
/// so that a machine slowing down or speeding up during the session (other jobs, thermal limits)
/// spreads over every variant instead of landing on whichever was measured last.

public enum MeasurementSchedule {
    /// One run of one variant.
    public struct Step: Equatable, Sendable {
        /// Index into the variants passed to `steps`.
        public var variantIndex: Int
        /// 1-based among warm-up runs if `isWarmup`, else among measured runs.
        public var runNumber: Int
        public var isWarmup: Bool

        public init(variantIndex: Int, runNumber: Int, isWarmup: Bool) {
            self.variantIndex = variantIndex
            self.runNumber = runNumber
            self.isWarmup = isWarmup
        }
    }

    /// Warm-up rounds first, then measured rounds; each round visits every variant in order.
    public static func steps(variantCount: Int, runs: Int, warmup: Int) -> [Step] {
        var steps: [Step] = []
        for round in 0..<max(0, warmup + runs) {
            let isWarmup = round < warmup
            for variantIndex in 0..<max(0, variantCount) {
                steps.append(
                    Step(
                        variantIndex: variantIndex,
                        runNumber: isWarmup ? round + 1 : round - warmup + 1, isWarmup: isWarmup))
            }
        }
        return steps
    }
}

/// The stopping rule of adaptive sampling (`--precision`): another interleaved round is needed
/// while some measure of some variant has a 95% interval wider than the target relative to its
/// mean, and the cap on rounds is not reached. A measure with fewer than two samples has no
/// interval yet and so always asks for more.
public enum AdaptiveSampling {
    /// The widest relative half-width over `samples` (one array per variant and measure); nil
    /// when some array has fewer than two samples or a mean of 0.
    public static func widestRelativeHalfWidth(_ samples: [[Double]]) -> Double? {
        var widest = 0.0
        for values in samples {
            guard let relative = ConfidenceInterval.relativeHalfWidth(.from(values)) else {
                return nil
            }
            widest = max(widest, relative)
        }
        return widest
    }

    public static func needsAnotherRound(
        _ samples: [[Double]], precision: Double, roundsDone: Int, maxRuns: Int
    ) -> Bool {
        guard roundsDone < maxRuns else { return false }
        guard let widest = widestRelativeHalfWidth(samples) else { return true }
        return widest > precision
    }
}
