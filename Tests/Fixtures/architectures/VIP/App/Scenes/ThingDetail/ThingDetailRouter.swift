protocol ThingDetailRoutingLogic {
    func routeToNext()
}

final class ThingDetailRouter: ThingDetailRoutingLogic {
    weak var viewController: ThingDetailViewController?

    func routeToNext() {}
}
