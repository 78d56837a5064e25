import FootballGatherKit
import HeadlessUI

/// Builds the PlayerDetail module for a player; `output` hears about saved edits.
@MainActor
enum PlayerDetailModule {
    static func assemble(
        player: PlayerResponseModel, dependencies: AppDependencies,
        output: PlayerDetailModuleOutput?
    ) -> PlayerDetailViewController {
        let interactor = PlayerDetailInteractor(player: player)
        let router = PlayerDetailRouter(dependencies: dependencies)
        let presenter = PlayerDetailPresenter(interactor: interactor, router: router)
        let viewController = PlayerDetailViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.viewController = viewController
        router.presenter = presenter
        router.output = output
        return viewController
    }
}
