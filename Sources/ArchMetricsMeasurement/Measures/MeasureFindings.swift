import ArchMetricsModel

/// What one measure found for one variant; the session records it in the variant's state.
/// Everything is optional: a measure fills in what it measured and stops at a failure.
package struct MeasureFindings {
    /// One timed command's figures (warm-up samples are thrown away when recorded).
    struct Sample {
        var measure: TimingMeasure
        var seconds: Double
        /// CPU time and peak memory, when the sample is one command's (not the test runner's
        /// own clock).
        var usage: ResourceUsage?
    }

    var samples: [Sample] = []
    var tests: TestCounts?
    /// Per test file, when the tests' JUnit results were read.
    var testFiles: [TestFileCounts]?
    var coverage: (features: [CoverageFigure], roles: [CoverageFigure])?
    /// The figures of the kinds the measure declares (`FigureKind`): type checking, compile work.
    package var figures = FigureStore()
    /// After it, the variant is not measured further.
    package var failure: VariantFailure?
    /// Notes about the figures above, recorded after them.
    package var notes: [String] = []

    package init() {}

    /// Wall time, CPU time and peak memory of the timed `outcome`.
    mutating func time(_ measure: TimingMeasure, _ outcome: ProcessOutcome) {
        samples.append(
            Sample(measure: measure, seconds: outcome.durationSeconds, usage: outcome.usage))
    }
}
