import FootballGatherKit
import HeadlessUI

/// Shows the player list, opens the detail, add and confirm screens, and brings their results
/// back to the list: a new player, an edited player, an ended gather.
@MainActor
final class PlayerListCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private weak var playerListViewController: PlayerListViewController?

    init(navigationController: UINavigationController, dependencies: AppDependencies) {
        self.navigationController = navigationController
        self.dependencies = dependencies
    }

    func start() {
        let playerListViewController = PlayerListViewController(dependencies: dependencies)
        playerListViewController.coordinator = self
        self.playerListViewController = playerListViewController
        navigationController.pushViewController(playerListViewController, animated: true)
    }

    func navigateToPlayerDetails(player: PlayerResponseModel) {
        let playerDetailCoordinator = PlayerDetailCoordinator(
            navigationController: navigationController, dependencies: dependencies, player: player)
        playerDetailCoordinator.delegate = self
        addChild(playerDetailCoordinator)
        playerDetailCoordinator.start()
    }

    func navigateToPlayerAddScreen() {
        let playerAddCoordinator = PlayerAddCoordinator(
            navigationController: navigationController, dependencies: dependencies)
        playerAddCoordinator.delegate = self
        addChild(playerAddCoordinator)
        playerAddCoordinator.start()
    }

    func navigateToConfirmPlayersScreen(
        with playersDictionary: [TeamSection: [PlayerResponseModel]]
    ) {
        let confirmPlayersCoordinator = ConfirmPlayersCoordinator(
            navigationController: navigationController, dependencies: dependencies,
            playersDictionary: playersDictionary)
        confirmPlayersCoordinator.delegate = self
        addChild(confirmPlayersCoordinator)
        confirmPlayersCoordinator.start()
    }
}

extension PlayerListCoordinator: PlayerAddCoordinatorDelegate {
    func playerWasAdded() {
        playerListViewController?.reloadView()
    }
}

extension PlayerListCoordinator: PlayerDetailCoordinatorDelegate {
    func didEdit(player: PlayerResponseModel) {
        playerListViewController?.didEdit(player: player)
    }
}

extension PlayerListCoordinator: ConfirmPlayersCoordinatorDelegate {
    func didEndGather() {
        guard let playerListViewController else { return }
        playerListViewController.toggleViewState()
        navigationController.popToViewController(playerListViewController, animated: true)
    }
}
