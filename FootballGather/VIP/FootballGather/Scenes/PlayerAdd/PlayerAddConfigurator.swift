import HeadlessUI

/// Builds the PlayerAdd scene and wires its VIP cycle.
@MainActor
enum PlayerAddConfigurator {
    static func makeScene(
        dependencies: AppDependencies, delegate: PlayerAddRouterDelegate?
    ) -> PlayerAddViewController {
        let viewController = PlayerAddViewController()
        let interactor = PlayerAddInteractor(
            worker: PlayerAddWorker(environment: dependencies.environment))
        let presenter = PlayerAddPresenter()
        let router = PlayerAddRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.delegate = delegate
        return viewController
    }
}
