import HeadlessUI

/// Where the Login view controller may send the user.
@MainActor
protocol LoginRoutingLogic: AnyObject {
    func routeToPlayerList()
}

/// Opens the player list once the user is in.
final class LoginRouter: LoginRoutingLogic {
    weak var viewController: LoginViewController?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func routeToPlayerList() {
        let destination = PlayerListConfigurator.makeScene(dependencies: dependencies)
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
