final class ThingListView: UIViewController, ThingListPresenterToViewProtocol {
    var presenter: ThingListViewToPresenterProtocol?
    func show(_ title: String) {}
}
