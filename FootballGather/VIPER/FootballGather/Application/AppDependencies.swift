import FootballGatherKit
import HeadlessUI

/// What the screens need from outside the app: the server, stores and result delivery, and
/// the clock the gather countdown ticks on. Built once by the `AppDelegate` and handed down.
@MainActor
public struct AppDependencies {
    public var environment: ServiceEnvironment
    public var tickSource: any TickSource

    /// Bundles the dependencies.
    public init(environment: ServiceEnvironment, tickSource: any TickSource) {
        self.environment = environment
        self.tickSource = tickSource
    }
}
