final class ThingDetailPresenter: ThingDetailViewToPresenterProtocol {
    weak var view: ThingDetailPresenterToViewProtocol?
    var interactor: ThingDetailPresenterToInteractorProtocol?
    var router: ThingDetailPresenterToRouterProtocol?

    func viewDidLoad() {
        view?.show(interactor?.title() ?? "")
    }

    func didSelect() { router?.next() }
}
