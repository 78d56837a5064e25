import FootballGatherKit
import HeadlessUI

/// Starts the app: hands the window to the `AppCoordinator`, which shows Login.
@MainActor
public final class AppDelegate {
    /// The screen; its rendering is the whole app's.
    public let window: UIWindow
    private let dependencies: AppDependencies
    let appCoordinator: AppCoordinator

    /// Creates the app around its dependencies (an in-memory backend and a manual clock in tests).
    public init(dependencies: AppDependencies) {
        let window = UIWindow()
        self.window = window
        self.dependencies = dependencies
        appCoordinator = AppCoordinator(window: window, dependencies: dependencies)
    }

    /// The stack every screen is pushed on.
    public var navigationController: UINavigationController {
        appCoordinator.navigationController
    }

    /// Shows Login.
    public func applicationDidFinishLaunching() {
        appCoordinator.start()
    }

    /// Forgets the session token, as the original did on quitting.
    public func applicationWillTerminate() {
        dependencies.environment.keychain.token = nil
    }
}
