import HeadlessUI

/// Builds the PlayerList scene and wires its VIP cycle.
@MainActor
enum PlayerListConfigurator {
    static func makeScene(dependencies: AppDependencies) -> PlayerListViewController {
        let viewController = PlayerListViewController()
        let interactor = PlayerListInteractor(
            worker: PlayerListWorker(environment: dependencies.environment))
        let presenter = PlayerListPresenter()
        let router = PlayerListRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
