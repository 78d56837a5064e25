import Foundation

/// A measure taken in every timed run of a variant (builds, tests), in the interleaved schedule.
protocol RunMeasure {
    /// The scratch folder's name under the variant's, after the run's (`run1-build`).
    var scratchPurpose: String { get }

    /// Measures one run, building in `scratchFolder` (fresh; discarded afterwards), and returns
    /// what it found for the session to record.
    func measure(scratchFolder: URL, in context: any RunContext) throws -> MeasureFindings
}
