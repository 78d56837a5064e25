import FootballGatherKit
import HeadlessUI

/// Told when the shown player was edited, so the list can show the new values.
@MainActor
protocol PlayerDetailCoordinatorDelegate: AnyObject {
    func didEdit(player: PlayerResponseModel)
}

/// Shows a player's details, opens the edit screen for a row and brings the edit back.
@MainActor
final class PlayerDetailCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    weak var delegate: PlayerDetailCoordinatorDelegate?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private let player: PlayerResponseModel
    private weak var playerDetailViewController: PlayerDetailViewController?

    init(
        navigationController: UINavigationController, dependencies: AppDependencies,
        player: PlayerResponseModel
    ) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.player = player
    }

    func start() {
        let playerDetailViewController = PlayerDetailViewController(player: player)
        playerDetailViewController.coordinator = self
        self.playerDetailViewController = playerDetailViewController
        navigationController.pushViewController(playerDetailViewController, animated: true)
    }

    func navigateToEditScreen(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?
    ) {
        let playerEditCoordinator = PlayerEditCoordinator(
            navigationController: navigationController, dependencies: dependencies,
            viewType: viewType,
            playerEditModel: playerEditModel, playerItemsEditModel: playerItemsEditModel)
        playerEditCoordinator.delegate = self
        // `addChild` also sets the child's parent, which the original forgot here.
        addChild(playerEditCoordinator)
        playerEditCoordinator.start()
    }
}

extension PlayerDetailCoordinator: PlayerEditCoordinatorDelegate {
    func didFinishEditing(player: PlayerResponseModel) {
        playerDetailViewController?.updateData(player: player)
        delegate?.didEdit(player: player)
    }
}
