import HeadlessUI

/// Told when a player was created, so the list can reload.
@MainActor
protocol PlayerAddCoordinatorDelegate: AnyObject {
    func playerWasAdded()
}

/// Shows PlayerAdd and goes back once the player is created.
@MainActor
final class PlayerAddCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    weak var delegate: PlayerAddCoordinatorDelegate?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies

    init(navigationController: UINavigationController, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let playerAddViewController = PlayerAddViewController(dependencies: dependencies)
        playerAddViewController.coordinator = self
        navigationController.pushViewController(playerAddViewController, animated: true)
    }

    func playerWasAdded() {
        delegate?.playerWasAdded()
        navigationController.popViewController(animated: true)
    }
}
