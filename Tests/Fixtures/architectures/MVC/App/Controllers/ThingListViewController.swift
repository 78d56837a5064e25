final class ThingListViewController: UIViewController {
    var things: [Thing] = []

    func select(_ index: Int) {
        let detail = ThingDetailViewController()
        detail.thing = things[index]
        navigationController?.pushViewController(detail, animated: true)
    }
}
