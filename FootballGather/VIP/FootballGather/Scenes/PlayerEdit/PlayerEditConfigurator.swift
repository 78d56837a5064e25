import FootballGatherKit
import HeadlessUI

/// Builds the PlayerEdit scene for one row of a player and wires its VIP cycle.
@MainActor
enum PlayerEditConfigurator {
    static func makeScene(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?, dependencies: AppDependencies,
        delegate: PlayerEditRouterDelegate?
    ) -> PlayerEditViewController {
        let viewController = PlayerEditViewController()
        let interactor = PlayerEditInteractor(
            viewType: viewType, playerEditModel: playerEditModel,
            playerItemsEditModel: playerItemsEditModel,
            worker: PlayerEditWorker(environment: dependencies.environment))
        let presenter = PlayerEditPresenter()
        let router = PlayerEditRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        router.delegate = delegate
        return viewController
    }
}
