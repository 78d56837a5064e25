/// The stopping rule of adaptive sampling (`--precision`): another interleaved round is needed
/// while some measure of some variant has a 95% interval wider than the target relative to its
/// mean, and the cap on rounds is not reached. A measure with fewer than two samples has no
/// interval yet and so always asks for more.
public enum AdaptiveSampling {
    /// The widest relative half-width over `samples` (one array per variant and measure); nil
    /// when some array has fewer than two samples or a mean of 0.
    public static func widestRelativeHalfWidth(_ samples: [[Double]]) -> Double? {
        var widest = 0.0
        for values in samples {
            guard let relative = ConfidenceInterval.relativeHalfWidth(.from(values)) else {
                return nil
            }
            widest = max(widest, relative)
        }
        return widest
    }

    public static func needsAnotherRound(
        _ samples: [[Double]], precision: Double, roundsDone: Int, maxRuns: Int
    ) -> Bool {
        guard roundsDone < maxRuns else { return false }
        guard let widest = widestRelativeHalfWidth(samples) else { return true }
        return widest > precision
    }
}
