/// Runs a repeating tick on the main actor. Screens and view models take one by injection
/// (instead of calling `Timer.scheduledTimer`) so tests can drive time with a `ManualClock`;
/// demos use a `DispatchTickSource`.
@MainActor
public protocol TickSource: AnyObject {
    /// Calls `tick` every `seconds` (the first call one interval from now) until the returned
    /// handle is invalidated. Keep the handle: it is the only way to stop the ticks.
    func scheduleRepeating(every seconds: Double, _ tick: @escaping @MainActor () -> Void)
        -> TimerHandle
}

/// A scheduled repeating tick, like `Timer`.
@MainActor
public protocol TimerHandle: AnyObject {
    /// Stops the ticks for good; a tick may invalidate its own timer. Idempotent.
    func invalidate()
    /// False once invalidated.
    var isValid: Bool { get }
}
