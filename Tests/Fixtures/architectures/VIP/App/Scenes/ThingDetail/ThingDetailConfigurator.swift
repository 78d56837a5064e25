enum ThingDetailConfigurator {
    static func configure(_ viewController: ThingDetailViewController) {
        let interactor = ThingDetailInteractor()
        let presenter = ThingDetailPresenter()
        let router = ThingDetailRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        viewController.interactor = interactor
        viewController.router = router
    }
}
