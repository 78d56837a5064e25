import FootballGatherKit
import HeadlessUI

/// The composition root: builds the window and navigation controller and shows Login.
@MainActor
public final class AppDelegate {
    /// The screen; visible once the app has launched.
    public let window = UIWindow()
    /// The navigation stack every screen is pushed on.
    public private(set) var navigationController = UINavigationController()
    private let dependencies: AppDependencies

    /// Creates the app over `dependencies`; nothing is shown until `applicationDidFinishLaunching()`.
    public init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// Shows the Login screen in a visible window.
    public func applicationDidFinishLaunching() {
        let loginViewController = LoginViewController(dependencies: dependencies)
        navigationController = UINavigationController(rootViewController: loginViewController)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    /// Forgets the session token, as the original did when the app was quit.
    public func applicationWillTerminate() {
        dependencies.environment.keychain.token = nil
    }
}
