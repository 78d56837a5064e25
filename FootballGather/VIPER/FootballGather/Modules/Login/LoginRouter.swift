import HeadlessUI

/// Leaves Login for the player list.
final class LoginRouter: LoginPresenterToRouterProtocol {
    weak var viewController: UIViewController?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showPlayerList() {
        let playerListViewController = PlayerListModule.assemble(dependencies: dependencies)
        viewController?.navigationController?.pushViewController(
            playerListViewController, animated: true)
    }
}
