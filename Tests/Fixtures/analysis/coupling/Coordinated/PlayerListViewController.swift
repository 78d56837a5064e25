final class PlayerListViewController: UIViewController, Coordinatable {
    weak var coordinator: Coordinator?
    var presenter: PlayerListPresenter?
}
