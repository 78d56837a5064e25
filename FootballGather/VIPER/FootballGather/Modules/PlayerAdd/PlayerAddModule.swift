import HeadlessUI

/// Builds the PlayerAdd module; `output` hears about the new player.
@MainActor
enum PlayerAddModule {
    static func assemble(
        dependencies: AppDependencies, output: PlayerAddModuleOutput?
    ) -> PlayerAddViewController {
        let interactor = PlayerAddInteractor(environment: dependencies.environment)
        let router = PlayerAddRouter()
        let presenter = PlayerAddPresenter(interactor: interactor, router: router)
        let viewController = PlayerAddViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.viewController = viewController
        router.output = output
        return viewController
    }
}
