/// The machine's load around one round of runs (every variant once), for the contention guard.
public struct RoundLoad: Codable, Equatable, Sendable {
    /// 1-based among the warm-up rounds if `isWarmup`, else among the measured rounds.
    public var round: Int
    public var isWarmup: Bool
    /// 1-minute load average just before the round's first command and just after its last.
    public var loadBefore: Double
    public var loadAfter: Double
    /// The tool's own share of the load: its commands' CPU seconds over the round's wall time
    /// (the average number of cores its builds kept busy), which the load average includes.
    public var ownLoad: Double
    /// Other work kept more runnable processes than there are cores: the round's wall times are
    /// suspect (CPU times much less so).
    public var busy: Bool

    public init(
        round: Int, isWarmup: Bool, loadBefore: Double, loadAfter: Double, ownLoad: Double,
        busy: Bool
    ) {
        self.round = round
        self.isWarmup = isWarmup
        self.loadBefore = loadBefore
        self.loadAfter = loadAfter
        self.ownLoad = ownLoad
        self.busy = busy
    }
}
