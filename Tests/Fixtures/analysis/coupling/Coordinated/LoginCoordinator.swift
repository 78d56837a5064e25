final class LoginCoordinator: Coordinator {
    func start() {
        let viewController = LoginViewController()
        viewController.coordinator = self
    }

    func navigateToPlayerList() {
        let child = PlayerListCoordinator()
        child.start()
    }
}
