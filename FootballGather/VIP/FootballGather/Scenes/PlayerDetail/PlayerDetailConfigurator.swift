import FootballGatherKit
import HeadlessUI

/// Builds the PlayerDetail scene for a player and wires its VIP cycle.
@MainActor
enum PlayerDetailConfigurator {
    static func makeScene(
        player: PlayerResponseModel, dependencies: AppDependencies,
        delegate: PlayerDetailRouterDelegate?
    ) -> PlayerDetailViewController {
        let viewController = PlayerDetailViewController()
        let interactor = PlayerDetailInteractor(player: player)
        let presenter = PlayerDetailPresenter()
        let router = PlayerDetailRouter(dependencies: dependencies)
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
