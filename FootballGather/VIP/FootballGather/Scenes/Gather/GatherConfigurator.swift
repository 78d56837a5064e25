import FootballGatherKit
import HeadlessUI

/// Builds the Gather scene for a started gather and wires its VIP cycle.
@MainActor
enum GatherConfigurator {
    static func makeScene(
        gatherModel: GatherModel, dependencies: AppDependencies,
        delegate: GatherRouterDelegate?
    ) -> GatherViewController {
        let viewController = GatherViewController()
        let interactor = GatherInteractor(
            gatherModel: gatherModel,
            timeHandler: GatherTimeHandler(tickSource: dependencies.tickSource),
            worker: GatherWorker(environment: dependencies.environment))
        let presenter = GatherPresenter()
        let router = GatherRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.dataStore = interactor
        router.delegate = delegate
        return viewController
    }
}
