final class ThingDetailRouter: ThingDetailPresenterToRouterProtocol {
    static func createModule() -> UIViewController {
        let view = ThingDetailView()
        let presenter = ThingDetailPresenter()
        presenter.interactor = ThingDetailInteractor()
        presenter.router = ThingDetailRouter()
        view.presenter = presenter
        return view
    }

    func next() {}
}
