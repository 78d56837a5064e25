import Dispatch

/// A `TickSource` on real time: a dispatch timer on the main queue (so ticks run on the main actor).
/// Ticks arrive only while the main queue runs (`dispatchMain()`, `RunLoop.main.run()` or an
/// awaiting `@MainActor` task).
@MainActor
public final class DispatchTickSource: TickSource {
    /// A tick source on real time.
    public init() {}

    /// Starts a dispatch timer on the main queue; see `TickSource`.
    public func scheduleRepeating(every seconds: Double, _ tick: @escaping @MainActor () -> Void)
        -> TimerHandle
    {
        precondition(
            seconds > 0, "DispatchTickSource: a repeating interval must be positive, got \(seconds)"
        )
        return DispatchTimerHandle(interval: seconds, tick: tick)
    }
}

/// A repeating dispatch timer; like a scheduled `Timer`, it runs until invalidated.
@MainActor
private final class DispatchTimerHandle: TimerHandle {
    private let source: DispatchSourceTimer
    private(set) var isValid = true

    init(interval: Double, tick: @escaping @MainActor () -> Void) {
        source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + interval, repeating: interval)
        source.setEventHandler {
            MainActor.assumeIsolated { tick() }
        }
        source.resume()
    }

    func invalidate() {
        guard isValid else { return }
        isValid = false
        source.cancel()
    }
}
