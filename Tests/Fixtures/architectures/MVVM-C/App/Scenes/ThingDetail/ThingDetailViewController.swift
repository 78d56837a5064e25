final class ThingDetailViewController: UIViewController {
    let viewModel: ThingDetailViewModel
    init(viewModel: ThingDetailViewModel) { self.viewModel = viewModel }
}
