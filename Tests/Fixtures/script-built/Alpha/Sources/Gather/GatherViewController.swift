/// The Gather screen's view: shows what the presenter says.
final class GatherViewController {
    let presenter: GatherPresenter
    private(set) var shownScore = "0 - 0"

    init(presenter: GatherPresenter) {
        self.presenter = presenter
        presenter.view = self
    }

    func show(score: String) { shownScore = score }
}
