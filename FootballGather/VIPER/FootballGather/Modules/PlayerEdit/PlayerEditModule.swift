import FootballGatherKit
import HeadlessUI

/// Builds the PlayerEdit module for one row of a player; `output` gets the saved player.
@MainActor
enum PlayerEditModule {
    static func assemble(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?, dependencies: AppDependencies,
        output: PlayerEditModuleOutput?
    ) -> PlayerEditViewController {
        let interactor = PlayerEditInteractor(
            player: playerEditModel.player, environment: dependencies.environment)
        let router = PlayerEditRouter()
        let presenter = PlayerEditPresenter(
            interactor: interactor, router: router, viewType: viewType,
            playerEditModel: playerEditModel, playerItemsEditModel: playerItemsEditModel)
        let viewController = PlayerEditViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.viewController = viewController
        router.output = output
        return viewController
    }
}
