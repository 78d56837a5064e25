final class ThingListRouter: ThingListPresenterToRouterProtocol {
    static func createModule() -> UIViewController {
        let view = ThingListView()
        let presenter = ThingListPresenter()
        presenter.interactor = ThingListInteractor()
        presenter.router = ThingListRouter()
        view.presenter = presenter
        return view
    }

    func next() {
        let module = ThingDetailRouter.createModule()
        _ = module
    }
}
