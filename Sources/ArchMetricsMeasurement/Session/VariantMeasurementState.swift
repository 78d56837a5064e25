import ArchMetricsModel

/// What a measurement session knows so far about one variant; the measures add to it.
struct VariantMeasurementState {
    var status = VariantMeasurement.Status.ok
    var failureReason: String?
    var samples: [TimingMeasure: [Double]] = [:]
    var cpuSamples: [TimingMeasure: [Double]] = [:]
    var memorySamples: [TimingMeasure: [Double]] = [:]
    var tests: TestCounts?
    /// Per test file, when the tests' JUnit results were read.
    var testFiles: [TestFileCounts]?
    var featureCoverage: [CoverageFigure] = []
    var roleCoverage: [CoverageFigure] = []
    var logPaths: [String] = []
    var diagnostics: [String] = []
    var figures = FigureStore()
    /// After a failure a variant is not run again: its figures would not be comparable.
    var isMeasurable: Bool { status == .ok }

    /// The report's figures for the variant called `name`.
    func measurement(variant name: String) -> VariantMeasurement {
        func statistics(_ samples: [TimingMeasure: [Double]]) -> [String: SampleStatistics] {
            Dictionary(
                uniqueKeysWithValues: samples.map {
                    ($0.key.rawValue, SampleStatistics.from($0.value))
                })
        }
        let cpu = statistics(cpuSamples)
        let memory = statistics(memorySamples)
        var measurement = VariantMeasurement(
            variant: name, status: status, failureReason: failureReason,
            timings: statistics(samples), cpuTimings: cpu.isEmpty ? nil : cpu,
            peakMemoryBytes: memory.isEmpty ? nil : memory, tests: tests,
            featureCoverage: featureCoverage, roleCoverage: roleCoverage, logPaths: logPaths,
            diagnostics: diagnostics.isEmpty ? nil : diagnostics)
        measurement.testFiles = testFiles
        measurement.figures = figures
        return measurement
    }
}
