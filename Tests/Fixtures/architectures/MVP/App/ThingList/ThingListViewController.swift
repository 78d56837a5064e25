final class ThingListViewController: UIViewController {
    var presenter: ThingsListPresenter?

    func select(_ index: Int) {
        let detail = ThingDetailViewController()
        navigationController?.pushViewController(detail, animated: true)
    }
}
