import HeadlessUI

/// The root of the coordinator tree: owns the window and the navigation controller, starts
/// Login, and, as the navigation controller's delegate, lets go of the coordinator of every
/// screen that leaves the stack, whether a coordinator popped it or the user tapped "Back".
@MainActor
final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    let window: UIWindow
    let navigationController = UINavigationController()
    private let dependencies: AppDependencies

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    func start() {
        navigationController.delegate = self
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let loginCoordinator = LoginCoordinator(navigationController: navigationController, dependencies: dependencies)
        addChild(loginCoordinator)
        loginCoordinator.start()
    }
}

extension AppCoordinator: UINavigationControllerDelegate {
    // UIKit apps read `transitionCoordinator`'s `.from` controller in `didShow`; that names only
    // the top screen, while `popToViewController` can remove several at once (Gather and
    // ConfirmPlayers when a gather ends), so the headless `didPop` with all of them is used.
    func navigationController(_ navigationController: UINavigationController, didPop viewControllers: [UIViewController]) {
        for viewController in viewControllers.reversed() {
            guard let coordinator = (viewController as? any Coordinatable)?.coordinator else { continue }
            coordinator.parent?.childDidFinish(coordinator)
        }
    }
}
