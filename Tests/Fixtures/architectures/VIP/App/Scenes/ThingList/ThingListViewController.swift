protocol ThingListDisplayLogic: AnyObject {
    func display(viewModel: ThingList.Load.ViewModel)
}

final class ThingListViewController: UIViewController, ThingListDisplayLogic {
    var interactor: ThingListBusinessLogic?
    var router: ThingListRoutingLogic?

    func display(viewModel: ThingList.Load.ViewModel) {}
    func didSelect() { router?.routeToNext() }
}
