import FootballGatherKit
import HeadlessUI

/// Builds the Gather module for a started gather; `output` hears when it has ended.
@MainActor
enum GatherModule {
    static func assemble(
        gatherModel: GatherModel, dependencies: AppDependencies, output: GatherModuleOutput?
    ) -> GatherViewController {
        let interactor = GatherInteractor(
            gatherModel: gatherModel,
            timeHandler: GatherTimeHandler(tickSource: dependencies.tickSource),
            environment: dependencies.environment)
        let router = GatherRouter()
        let presenter = GatherPresenter(interactor: interactor, router: router)
        let viewController = GatherViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.output = output
        return viewController
    }
}
