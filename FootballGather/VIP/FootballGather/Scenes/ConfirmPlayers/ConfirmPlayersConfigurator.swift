import FootballGatherKit
import HeadlessUI

/// Builds the ConfirmPlayers scene for the picked players and wires its VIP cycle.
@MainActor
enum ConfirmPlayersConfigurator {
    static func makeScene(
        playersDictionary: [TeamSection: [PlayerResponseModel]], dependencies: AppDependencies,
        delegate: ConfirmPlayersRouterDelegate?
    ) -> ConfirmPlayersViewController {
        let viewController = ConfirmPlayersViewController()
        let interactor = ConfirmPlayersInteractor(
            playersDictionary: playersDictionary,
            worker: ConfirmPlayersWorker(environment: dependencies.environment))
        let presenter = ConfirmPlayersPresenter()
        let router = ConfirmPlayersRouter(dependencies: dependencies)
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
