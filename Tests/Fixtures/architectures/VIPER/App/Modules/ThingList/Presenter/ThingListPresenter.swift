final class ThingListPresenter: ThingListViewToPresenterProtocol {
    weak var view: ThingListPresenterToViewProtocol?
    var interactor: ThingListPresenterToInteractorProtocol?
    var router: ThingListPresenterToRouterProtocol?

    func viewDidLoad() {
        view?.show(interactor?.title() ?? "")
    }

    func didSelect() { router?.next() }
}
