final class LoginViewController: UIViewController, Coordinatable {
    weak var coordinator: Coordinator?

    func didLogIn() {
        // The coordinator decides what comes next (PlayerListViewController, in fact).
        (coordinator as? LoginCoordinator)?.navigateToPlayerList()
    }
}
