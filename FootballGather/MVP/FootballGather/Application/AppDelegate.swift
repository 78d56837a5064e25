import FootballGatherKit
import HeadlessUI

/// Starts the app: puts Login at the root of a navigation controller in the window.
@MainActor
public final class AppDelegate {
    /// The screen; its rendering is the whole app's.
    public let window = UIWindow()
    /// The stack every screen is pushed on.
    public let navigationController = UINavigationController()
    private let dependencies: AppDependencies

    /// Creates the app around its dependencies (an in-memory backend and a manual clock in tests).
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Shows Login.
    public func applicationDidFinishLaunching() {
        navigationController.setViewControllers(
            [LoginViewController(dependencies: dependencies)], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Forgets the session token, as the original did on quitting.
    public func applicationWillTerminate() {
        dependencies.environment.keychain.token = nil
    }
}
