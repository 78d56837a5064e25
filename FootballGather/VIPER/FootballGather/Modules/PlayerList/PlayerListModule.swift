import HeadlessUI

/// Builds the PlayerList module.
@MainActor
enum PlayerListModule {
    static func assemble(dependencies: AppDependencies) -> PlayerListViewController {
        let interactor = PlayerListInteractor(environment: dependencies.environment)
        let router = PlayerListRouter(dependencies: dependencies)
        let presenter = PlayerListPresenter(interactor: interactor, router: router)
        let viewController = PlayerListViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.viewController = viewController
        router.presenter = presenter
        return viewController
    }
}
