class BasePresenter {
    weak var view: BaseView?

    func start() { view?.showLoading() }
}
