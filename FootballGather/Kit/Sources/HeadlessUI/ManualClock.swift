/// A `TickSource` whose time moves only when a test calls `advance(bySeconds:)`, which fires
/// every tick that falls due synchronously and in time order (ties in scheduling order).
/// An invalidated timer never fires again.
@MainActor
public final class ManualClock: TickSource {
    /// Seconds since the clock was created, as far as it has been advanced.
    public private(set) var now: Double = 0
    private var timers: [ManualTimer] = []

    /// A clock at time 0 with no timers.
    public init() {}

    /// Schedules a timer whose first tick is due `seconds` from `now`; see `TickSource`.
    public func scheduleRepeating(every seconds: Double, _ tick: @escaping @MainActor () -> Void)
        -> TimerHandle
    {
        precondition(
            seconds > 0, "ManualClock: a repeating interval must be positive, got \(seconds)")
        let timer = ManualTimer(interval: seconds, start: now, tick: tick)
        timers.append(timer)
        return timer
    }

    /// Moves time forward by `seconds`, firing each due tick at its own time (so `now` reads the
    /// tick's time inside it). Timers scheduled by a tick count from that tick's time.
    public func advance(bySeconds seconds: Double) {
        precondition(seconds >= 0, "ManualClock cannot go back in time (\(seconds) s)")
        // Tolerates the rounding of sums like 0.1 + 0.2, so a tick due "exactly" at the target fires.
        let target = now + seconds + 1e-9
        while let due = nextDueTimer(notAfter: target) {
            now = max(now, due.nextFireTime)
            due.fire()
        }
        now = max(now, target - 1e-9)
        timers.removeAll { !$0.isValid }
    }

    /// The timers not yet invalidated.
    public var activeTimerCount: Int {
        timers.filter(\.isValid).count
    }

    private func nextDueTimer(notAfter target: Double) -> ManualTimer? {
        var earliest: ManualTimer?
        for timer in timers where timer.isValid && timer.nextFireTime <= target {
            // Strictly earlier only: ties keep the first-scheduled timer.
            if earliest == nil || timer.nextFireTime < earliest!.nextFireTime { earliest = timer }
        }
        return earliest
    }
}

/// One repeating timer of a `ManualClock`.
@MainActor
private final class ManualTimer: TimerHandle {
    private let interval: Double
    private let start: Double
    private var tick: (@MainActor () -> Void)?
    private var fireCount = 0

    init(interval: Double, start: Double, tick: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.start = start
        self.tick = tick
    }

    /// Computed from the start rather than accumulated, so many ticks do not drift.
    var nextFireTime: Double { start + interval * Double(fireCount + 1) }

    var isValid: Bool { tick != nil }

    func fire() {
        fireCount += 1
        tick?()
    }

    func invalidate() {
        // Dropping the closure releases whatever it captured.
        tick = nil
    }
}
