import ArchMetricsModel
import Foundation

/// A measure taken once per variant after the timed runs, untimed (coverage, type-checking):
/// instrumented builds whose own cost must not land in a timing.
protocol UntimedMeasure {
    /// A guess at the measure's wall time for the time-left estimate, from the variant's timed
    /// figures so far (`averageStepSeconds`: one whole timed run).
    func estimatedSeconds(state: VariantMeasurementState, averageStepSeconds: Double) -> Double

    /// The scratch folder's name under the variant's (`coverage`, `type-check`).
    var scratchPurpose: String { get }

    /// Measures the context's variant, building in `scratchFolder` (fresh; discarded
    /// afterwards), and returns what it found for the session to record.
    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings

    /// True when the measure needs only a build (type checking, compile work): it is taken for
    /// a variant whose tests failed too, as its build succeeded.
    var needsOnlyABuild: Bool { get }
}

extension UntimedMeasure {
    var needsOnlyABuild: Bool { false }

    /// Whether the measure is taken for a variant in `state`.
    func applies(to state: VariantMeasurementState) -> Bool {
        state.isMeasurable || (needsOnlyABuild && state.status == .testsFailed)
    }
}
