protocol ThingDetailDisplayLogic: AnyObject {
    func display(viewModel: ThingDetail.Load.ViewModel)
}

final class ThingDetailViewController: UIViewController, ThingDetailDisplayLogic {
    var interactor: ThingDetailBusinessLogic?
    var router: ThingDetailRoutingLogic?

    func display(viewModel: ThingDetail.Load.ViewModel) {}
    func didSelect() { router?.routeToNext() }
}
