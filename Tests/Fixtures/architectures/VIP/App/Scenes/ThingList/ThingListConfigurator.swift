enum ThingListConfigurator {
    static func configure(_ viewController: ThingListViewController) {
        let interactor = ThingListInteractor()
        let presenter = ThingListPresenter()
        let router = ThingListRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        viewController.interactor = interactor
        viewController.router = router
    }
}
