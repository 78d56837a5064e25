final class ThingListViewController: UIViewController {
    var viewModel = ThingListViewModel()
}
