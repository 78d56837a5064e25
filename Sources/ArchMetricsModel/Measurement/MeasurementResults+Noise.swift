/// How many of a report's averages rest on runs that disagree: the one count the measurement's
/// closing line on stderr and the report's findings both give, so the two cannot differ.
extension MeasurementResults {
    /// Every average of the report (wall and CPU time of each timed measure of each variant)
    /// and how many of them come from runs that varied by more than
    /// `SampleStatistics.noisyCoefficientOfVariation`.
    package var noisyAverages: (noisy: Int, averages: Int) {
        let averages = variants.flatMap { variant in
            TimingMeasure.allCases.flatMap { [variant.timing($0), variant.cpuTiming($0)] }
        }.compactMap { $0 }
        return (averages.filter(\.isNoisy).count, averages.count)
    }
}
