final class ThingDetailView: UIViewController, ThingDetailPresenterToViewProtocol {
    var presenter: ThingDetailViewToPresenterProtocol?
    func show(_ title: String) {}
}
