import FootballGatherKit
import HeadlessUI

/// Starts the app: puts a navigation controller in the window and shows the Login scene.
@MainActor
public final class AppDelegate {
    /// The screen; its rendering is the whole app's.
    public let window: UIWindow
    /// The stack every scene's view controller is pushed on; routers push and pop it.
    public let navigationController = UINavigationController()
    private let dependencies: AppDependencies

    /// Creates the app around its dependencies (an in-memory backend and a manual clock in tests).
    public init(dependencies: AppDependencies) {
        window = UIWindow()
        self.dependencies = dependencies
    }

    /// Shows Login.
    public func applicationDidFinishLaunching() {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let loginViewController = LoginConfigurator.makeScene(dependencies: dependencies)
        navigationController.pushViewController(loginViewController, animated: true)
    }

    /// Forgets the session token, as the original did on quitting.
    public func applicationWillTerminate() {
        dependencies.environment.keychain.token = nil
    }
}
