import Dispatch

/// A repeating tick source for the gather countdown. `Timer.scheduledTimer(target:selector:)`
/// needs the Objective-C runtime, so the variants' timer handlers take one of these instead:
/// `DispatchTickScheduler` in the app, a manual one in tests.
@MainActor
public protocol TickScheduler: AnyObject {
    /// Starts calling `onTick` every `interval` seconds on the main actor, replacing any earlier schedule.
    func start(interval: Double, onTick: @escaping @MainActor () -> Void)
    /// Stops the ticks (the `Timer.invalidate` of the original).
    func invalidate()
    /// Whether ticks are scheduled.
    var isRunning: Bool { get }
}

/// Ticks from a `DispatchSourceTimer` on the main queue.
@MainActor
public final class DispatchTickScheduler: TickScheduler {
    private var timer: (any DispatchSourceTimer)?

    /// Creates an idle scheduler.
    public init() {}

    public var isRunning: Bool { timer != nil }

    public func start(interval: Double, onTick: @escaping @MainActor () -> Void) {
        invalidate()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler {
            MainActor.assumeIsolated { onTick() }
        }
        timer.resume()
        self.timer = timer
    }

    public func invalidate() {
        timer?.cancel()
        timer = nil
    }
}
