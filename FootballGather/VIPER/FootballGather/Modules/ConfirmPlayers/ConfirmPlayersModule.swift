import FootballGatherKit
import HeadlessUI

/// Builds the ConfirmPlayers module for the picked players; `output` hears when the gather
/// started from it has ended.
@MainActor
enum ConfirmPlayersModule {
    static func assemble(
        playersDictionary: [TeamSection: [PlayerResponseModel]], dependencies: AppDependencies,
        output: ConfirmPlayersModuleOutput?
    ) -> ConfirmPlayersViewController {
        let interactor = ConfirmPlayersInteractor(
            playersDictionary: playersDictionary, environment: dependencies.environment)
        let router = ConfirmPlayersRouter(dependencies: dependencies)
        let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router)
        let viewController = ConfirmPlayersViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.viewController = viewController
        router.output = output
        return viewController
    }
}
