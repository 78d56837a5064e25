final class PlayerListCoordinator: Coordinator {
    func start() {
        let viewController = PlayerListViewController()
        viewController.presenter = PlayerListPresenter()
    }
}
