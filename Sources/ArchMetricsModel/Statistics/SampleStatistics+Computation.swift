extension SampleStatistics {
    /// Mean, sample standard deviation (n − 1), median, min and max of `samples`, which are kept
    /// in the order measured. One sample has a deviation of 0; no samples give all zeros.
    public static func from(_ samples: [Double]) -> SampleStatistics {
        guard !samples.isEmpty else {
            return SampleStatistics(
                samples: [], mean: 0, standardDeviation: 0, median: 0, min: 0, max: 0)
        }
        let count = Double(samples.count)
        let mean = samples.reduce(0, +) / count
        let squaredDeviations = samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let standardDeviation =
            samples.count > 1 ? (squaredDeviations / (count - 1)).squareRoot() : 0
        let sorted = samples.sorted()
        return SampleStatistics(
            samples: samples, mean: mean, standardDeviation: standardDeviation,
            median: median(sorted: sorted), min: sorted[0], max: sorted[sorted.count - 1])
    }

    /// The middle sample, or the mean of the two middle ones for an even count; 0 for none.
    public static func median(_ samples: [Double]) -> Double {
        median(sorted: samples.sorted())
    }

    private static func median(sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
