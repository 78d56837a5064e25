import FootballGatherKit
import HeadlessUI

/// Told when the edited player was saved.
@MainActor
protocol PlayerEditCoordinatorDelegate: AnyObject {
    func didFinishEditing(player: PlayerResponseModel)
}

/// Shows PlayerEdit for one row of a player and goes back with the saved player.
@MainActor
final class PlayerEditCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    weak var delegate: PlayerEditCoordinatorDelegate?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private let viewType: PlayerEditViewType
    private let playerEditModel: PlayerEditModel
    private let playerItemsEditModel: PlayerItemsEditModel?

    init(
        navigationController: UINavigationController, dependencies: AppDependencies,
        viewType: PlayerEditViewType,
        playerEditModel: PlayerEditModel, playerItemsEditModel: PlayerItemsEditModel?
    ) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.viewType = viewType
        self.playerEditModel = playerEditModel
        self.playerItemsEditModel = playerItemsEditModel
    }

    func start() {
        let playerEditViewController = PlayerEditViewController(
            viewType: viewType, playerEditModel: playerEditModel,
            playerItemsEditModel: playerItemsEditModel, dependencies: dependencies)
        playerEditViewController.coordinator = self
        navigationController.pushViewController(playerEditViewController, animated: true)
    }

    func didFinishEditing(player: PlayerResponseModel) {
        delegate?.didFinishEditing(player: player)
        navigationController.popViewController(animated: true)
    }
}
