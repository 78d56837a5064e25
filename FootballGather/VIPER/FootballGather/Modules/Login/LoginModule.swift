import HeadlessUI

/// Builds the Login module: view controller, presenter, interactor and router, wired together.
@MainActor
enum LoginModule {
    static func assemble(dependencies: AppDependencies) -> LoginViewController {
        let interactor = LoginInteractor(environment: dependencies.environment)
        let router = LoginRouter(dependencies: dependencies)
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let viewController = LoginViewController(presenter: presenter)
        presenter.view = viewController
        interactor.presenter = presenter
        router.viewController = viewController
        return viewController
    }
}
