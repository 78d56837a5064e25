protocol ThingListRoutingLogic {
    func routeToNext()
}

final class ThingListRouter: ThingListRoutingLogic {
    weak var viewController: ThingListViewController?

    func routeToNext() {
        let destination = ThingDetailViewController()
        ThingDetailConfigurator.configure(destination)
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
