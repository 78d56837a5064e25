/// The order runs happen in. Variants are interleaved run by run (MVC, MVVM, MVP, MVP-C, MVC, …)
/// so that a machine slowing down or speeding up during the session (other jobs, thermal limits)
/// spreads over every variant instead of landing on whichever was measured last.

package enum MeasurementSchedule {
    /// One run of one variant.
    package struct Step: Equatable, Sendable {
        /// Index into the variants passed to `steps`.
        package var variantIndex: Int
        /// 1-based among warm-up runs if `isWarmup`, else among measured runs.
        package var runNumber: Int
        package var isWarmup: Bool

        package init(variantIndex: Int, runNumber: Int, isWarmup: Bool) {
            self.variantIndex = variantIndex
            self.runNumber = runNumber
            self.isWarmup = isWarmup
        }
    }

    /// Warm-up rounds first, then measured rounds; each round visits every variant in order.
    package static func steps(variantCount: Int, runs: Int, warmup: Int) -> [Step] {
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
