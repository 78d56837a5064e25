import ArchMetricsModel
import Foundation

/// The time-left estimate of the progress lines: remaining timed steps at each variant's average
/// step time so far (the overall average for a variant not yet timed), plus the untimed measures
/// still to come, each at its own guess from the timed figures.
struct TimeLeftEstimate {
    /// Wall time of each finished schedule step per variant.
    private var stepSeconds: [[Double]]

    init(variantCount: Int) {
        stepSeconds = Array(repeating: [], count: variantCount)
    }

    mutating func recordStep(_ variantIndex: Int, seconds: Double) {
        stepSeconds[variantIndex].append(seconds)
    }

    /// Seconds left after the timed `remaining` steps and the untimed measures from
    /// `untimedFrom` on (variant index, index into `untimed`; that measure included); nil
    /// before the first step was timed.
    func secondsLeft(
        after remaining: [MeasurementSchedule.Step], untimedFrom: (variant: Int, measure: Int),
        untimed: [any UntimedMeasure], states: [VariantMeasurementState]
    ) -> Double? {
        let finished = stepSeconds.joined()
        guard !finished.isEmpty else { return nil }
        let overall = finished.reduce(0, +) / Double(finished.count)
        func average(_ variantIndex: Int) -> Double {
            let own = stepSeconds[variantIndex]
            return own.isEmpty ? overall : own.reduce(0, +) / Double(own.count)
        }
        var seconds = remaining.filter { states[$0.variantIndex].isMeasurable }.reduce(0) {
            $0 + average($1.variantIndex)
        }
        for variantIndex in states.indices
        where variantIndex >= untimedFrom.variant && states[variantIndex].isMeasurable {
            let first = variantIndex == untimedFrom.variant ? untimedFrom.measure : 0
            for measure in untimed.dropFirst(first) {
                seconds += measure.estimatedSeconds(
                    state: states[variantIndex], averageStepSeconds: average(variantIndex))
            }
        }
        return seconds
    }
}
