/// The Gather screen's view: binds to the view model's changes.
final class GatherViewController {
    let viewModel: GatherViewModel
    private(set) var shownScore = "0 - 0"

    init(viewModel: GatherViewModel) {
        self.viewModel = viewModel
        viewModel.onChange = { [weak self] score in self?.shownScore = score }
    }
}
