import ArchMetricsModel
import Foundation

/// A measure taken once per variant before the timed runs, untimed (coverage, type-checking):
/// instrumented builds whose own cost must not land in a timing, and which warm the caches the
/// timed runs use (Docs/measurement.md).
package protocol UntimedMeasure {
    /// The measure's usual wall time as a share of one whole timed run of the same variant, for
    /// the time-left estimate both ways: the measure from the timed runs, and the timed runs,
    /// before any is done, from the measure.
    var stepShare: Double { get }

    /// The scratch folder's name under the variant's (`coverage`, `type-check`).
    var scratchPurpose: String { get }

    /// Measures the context's variant, building in `scratchFolder` (fresh; discarded
    /// afterwards), and returns what it found for the session to record.
    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings

    /// True when the measure needs only a build (type checking, compile work): it is taken for
    /// a variant whose tests failed too, as its build succeeded. Taken before the timed runs, it
    /// is recorded after them on the same terms (`applies(to:)` with their outcome).
    var needsOnlyABuild: Bool { get }

    /// The kinds of figure it stores in `MeasureFindings.figures` beyond the built-in ones
    /// (`FigureKinds.builtIn`): the session registers them, so the report's tables and the
    /// drift check show them.
    var figureKinds: [any FigureKind.Type] { get }
}

extension UntimedMeasure {
    package var needsOnlyABuild: Bool { false }
    package var figureKinds: [any FigureKind.Type] { [] }

    /// Whether the measure is taken for a variant in `state`.
    func applies(to state: VariantMeasurementState) -> Bool {
        state.isMeasurable || (needsOnlyABuild && state.status == .testsFailed)
    }
}
