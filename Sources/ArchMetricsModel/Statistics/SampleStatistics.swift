/// Summary statistics over repeated samples, with every sample kept.
public struct SampleStatistics: Codable, Equatable, Sendable {
    public var samples: [Double]
    public var mean: Double
    public var standardDeviation: Double
    public var median: Double
    public var min: Double
    public var max: Double

    /// Standard deviation over mean; 0 when the mean is 0.
    public var coefficientOfVariation: Double { mean == 0 ? 0 : standardDeviation / mean }

    /// Above this, a measure is flagged as noisy in reports.
    public static let noisyCoefficientOfVariation = 0.10
    public var isNoisy: Bool { coefficientOfVariation > Self.noisyCoefficientOfVariation }

    public init(
        samples: [Double], mean: Double, standardDeviation: Double, median: Double, min: Double,
        max: Double
    ) {
        self.samples = samples
        self.mean = mean
        self.standardDeviation = standardDeviation
        self.median = median
        self.min = min
        self.max = max
    }
}
