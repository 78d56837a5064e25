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
    /// The screens on the stack when a transition was last shown, held weakly: those gone since
    /// were popped, by a coordinator, by "Back", or several at once by `popToViewController`.
    private var shownScreens: [WeakScreen] = []

    private struct WeakScreen {
        weak var screen: UIViewController?
    }

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    func start() {
        navigationController.delegate = self
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let loginCoordinator = LoginCoordinator(
            navigationController: navigationController, dependencies: dependencies)
        addChild(loginCoordinator)
        loginCoordinator.start()
    }
}

extension AppCoordinator: UINavigationControllerDelegate {
    // UIKit's way: in `didShow`, the transition's `.from` controller that is no longer on the
    // stack was popped. `popToViewController` can remove several screens at once (Gather and
    // ConfirmPlayers when a gather ends) while `.from` names only the top one, so every screen
    // seen at the last transition and gone now is finished too.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        let stack = navigationController.viewControllers
        var popped = shownScreens.compactMap(\.screen).filter { shown in
            !stack.contains { $0 === shown }
        }
        if let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
            !stack.contains(where: { $0 === from }), !popped.contains(where: { $0 === from })
        {
            popped.append(from)
        }
        for screen in popped.reversed() {
            guard let coordinator = (screen as? any Coordinatable)?.coordinator else { continue }
            coordinator.parent?.childDidFinish(coordinator)
        }
        shownScreens = stack.map { WeakScreen(screen: $0) }
    }
}
