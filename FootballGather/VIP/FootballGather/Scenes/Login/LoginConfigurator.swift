import HeadlessUI

/// Builds the Login scene and wires its VIP cycle.
@MainActor
enum LoginConfigurator {
    static func makeScene(dependencies: AppDependencies) -> LoginViewController {
        let viewController = LoginViewController()
        let interactor = LoginInteractor(
            worker: LoginWorker(environment: dependencies.environment),
            environment: dependencies.environment)
        let presenter = LoginPresenter()
        let router = LoginRouter(dependencies: dependencies)
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        return viewController
    }
}
