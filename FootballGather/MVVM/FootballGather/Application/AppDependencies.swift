import FootballGatherKit
import HeadlessUI

/// What the screens need from the outside world: the server, the stores and a clock for the
/// gather timer. Built once by the `AppDelegate` and handed from screen to screen in each
/// segue, where the original reached for singletons and `Timer`.
public struct AppDependencies {
    /// Session, keychain, preferences and result delivery.
    public var environment: ServiceEnvironment
    /// Drives the gather countdown (a `ManualClock` in tests and the demo).
    public var tickSource: any TickSource

    /// Creates the dependencies.
    public init(environment: ServiceEnvironment, tickSource: any TickSource) {
        self.environment = environment
        self.tickSource = tickSource
    }
}
