import FootballGatherKit
import HeadlessUI

/// Told when the gather started from this screen has ended.
@MainActor
protocol ConfirmPlayersCoordinatorDelegate: AnyObject {
    func didEndGather()
}

/// Shows ConfirmPlayers for the selected players and opens the gather once it started.
@MainActor
final class ConfirmPlayersCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    weak var delegate: ConfirmPlayersCoordinatorDelegate?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private let playersDictionary: [TeamSection: [PlayerResponseModel]]

    init(
        navigationController: UINavigationController, dependencies: AppDependencies,
        playersDictionary: [TeamSection: [PlayerResponseModel]]
    ) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.playersDictionary = playersDictionary
    }

    func start() {
        let confirmPlayersViewController = ConfirmPlayersViewController(
            playersDictionary: playersDictionary, dependencies: dependencies)
        confirmPlayersViewController.coordinator = self
        navigationController.pushViewController(confirmPlayersViewController, animated: true)
    }

    func navigateToGatherScreen(with gatherModel: GatherModel) {
        let gatherCoordinator = GatherCoordinator(
            navigationController: navigationController, dependencies: dependencies,
            gatherModel: gatherModel)
        gatherCoordinator.delegate = self
        addChild(gatherCoordinator)
        gatherCoordinator.start()
    }
}

extension ConfirmPlayersCoordinator: GatherCoordinatorDelegate {
    func didEndGather() {
        delegate?.didEndGather()
    }
}
