import ArchMetricsModel
import Foundation

/// Watches the machine's load around each timed round and flags rounds where other work wanted
/// more than the whole machine, so their wall times are read as suspect.
struct ContentionGuard {
    /// The load around each finished round.
    private(set) var rounds: [RoundLoad] = []
    private let loadAverage: () -> Double?

    /// What is known when a round starts.
    struct RoundStart {
        var step: MeasurementSchedule.Step
        var load: Double?
        var seconds: Double
        var cpuSeconds: Double
        /// The previous round's own load, still in the 1-minute average at this start.
        var previousOwnLoad: Double
    }

    /// `loadAverage`: the 1-minute load average; nil reads the system's.
    init(loadAverage: (@Sendable () -> Double?)?) {
        self.loadAverage = loadAverage ?? { EnvironmentInfo.currentLoadAverage() }
    }

    /// `seconds`: elapsed time now; `cpuSeconds`: CPU seconds of the tool's children so far.
    func start(_ step: MeasurementSchedule.Step, seconds: Double, cpuSeconds: Double) -> RoundStart
    {
        RoundStart(
            step: step, load: loadAverage(), seconds: seconds, cpuSeconds: cpuSeconds,
            previousOwnLoad: rounds.last?.ownLoad ?? 0)
    }

    /// Records the load around the round. The load average counts the tool's own builds too (a
    /// parallel build alone brings a 2-core machine to about 2), so the round is marked busy only
    /// when the load minus the tool's own average parallelism exceeds the core count: other work
    /// then wanted more than the whole machine. A busy round is reported through `progress`.
    mutating func finish(
        _ start: RoundStart, cores: Int, seconds now: Double, cpuSeconds: Double,
        progress: MeasurementProgress
    ) {
        guard let before = start.load, let after = loadAverage() else { return }
        let seconds = now - start.seconds
        let ownLoad = seconds > 0 ? (cpuSeconds - start.cpuSeconds) / seconds : 0
        let others = max(before - start.previousOwnLoad, after - ownLoad)
        let busy = cores > 0 && others > Double(cores)
        rounds.append(
            RoundLoad(
                round: start.step.runNumber, isWarmup: start.step.isWarmup, loadBefore: before,
                loadAfter: after, ownLoad: ownLoad, busy: busy))
        if busy {
            progress.report(
                String(
                    format:
                        "%@ %d: machine busy (load %.2f before, %.2f after, %.2f of it ours, %d cores); its wall times are suspect",
                    start.step.isWarmup ? "warm-up round" : "round", start.step.runNumber, before,
                    after, ownLoad, cores))
        }
    }
}
