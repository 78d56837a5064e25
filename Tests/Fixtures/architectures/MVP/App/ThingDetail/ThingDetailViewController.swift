final class ThingDetailViewController: UIViewController {
    var presenter: ThingDetailPresenter?
}
