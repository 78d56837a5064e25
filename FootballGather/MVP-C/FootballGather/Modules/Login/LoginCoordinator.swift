import HeadlessUI

/// Shows Login and, once the user is in, hands over to the player list.
@MainActor
final class LoginCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies

    init(navigationController: UINavigationController, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let loginViewController = LoginViewController(dependencies: dependencies)
        loginViewController.coordinator = self
        navigationController.pushViewController(loginViewController, animated: true)
    }

    func navigateToPlayerList() {
        let playerListCoordinator = PlayerListCoordinator(
            navigationController: navigationController, dependencies: dependencies)
        addChild(playerListCoordinator)
        playerListCoordinator.start()
    }
}
