// The measurement session's output: build and test timings, test counts and coverage per
// variant. Stored in metrics.json under `measurements` and compared by the drift checker, so
// this Codable shape is part of the tool's stable JSON.

/// A whole measurement run over several variants.
public struct MeasurementResults: Codable, Equatable, Sendable {
    public var environment: EnvironmentInfo
    public var runs: Int
    public var warmup: Int
    /// The variant ratios are computed against (default MVC).
    public var referenceVariant: String
    public var variants: [VariantMeasurement]
    /// Wall time of the whole run, and the part not spent in child processes.
    public var wallSeconds: Double
    public var toolOverheadSeconds: Double
    /// The load around each round; nil in snapshots from before it was recorded.
    public var rounds: [RoundLoad]?
    /// Adaptive sampling's target (the 95% interval's half-width over the mean, 0.03 for 3%) and
    /// its cap on measured rounds; nil when the run had a fixed number of runs.
    public var precisionTarget: Double?
    public var maxRuns: Int?

    public init(
        environment: EnvironmentInfo, runs: Int, warmup: Int, referenceVariant: String,
        variants: [VariantMeasurement], wallSeconds: Double, toolOverheadSeconds: Double,
        rounds: [RoundLoad]? = nil, precisionTarget: Double? = nil, maxRuns: Int? = nil
    ) {
        self.rounds = rounds
        self.precisionTarget = precisionTarget
        self.maxRuns = maxRuns
        self.environment = environment
        self.runs = runs
        self.warmup = warmup
        self.referenceVariant = referenceVariant
        self.variants = variants
        self.wallSeconds = wallSeconds
        self.toolOverheadSeconds = toolOverheadSeconds
    }
}
