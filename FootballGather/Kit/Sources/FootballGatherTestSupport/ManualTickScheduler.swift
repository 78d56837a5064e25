import FootballGatherKit

/// A `TickScheduler` driven by the test: `fire()` delivers one tick, so countdown tests need no
/// real timer and no waiting.
@MainActor
public final class ManualTickScheduler: TickScheduler {
    private var onTick: (@MainActor () -> Void)?

    /// The interval of the last `start`.
    public private(set) var interval: Double?
    /// How many times `start` was called.
    public private(set) var startCount = 0
    /// How many times `invalidate` was called.
    public private(set) var invalidateCount = 0

    /// Creates an idle scheduler.
    public init() {}

    public var isRunning: Bool { onTick != nil }

    public func start(interval: Double, onTick: @escaping @MainActor () -> Void) {
        self.interval = interval
        self.onTick = onTick
        startCount += 1
    }

    public func invalidate() {
        onTick = nil
        invalidateCount += 1
    }

    /// Delivers `count` ticks, stopping early if a tick invalidates the schedule.
    public func fire(times count: Int = 1) {
        for _ in 0..<count {
            guard let onTick else { return }
            onTick()
        }
    }
}
