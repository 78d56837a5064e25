import FootballGatherKit
import HeadlessUI

/// Where the PlayerList view controller may send the user.
@MainActor
protocol PlayerListRoutingLogic: AnyObject {
    func routeToPlayerDetail()
    func routeToPlayerAdd()
    func routeToConfirmPlayers()
    func routeBackToPlayerList()
}

/// The data the PlayerList router reads from its scene.
@MainActor
protocol PlayerListDataPassing: AnyObject {
    var dataStore: PlayerListDataStore? { get }
}

/// Opens PlayerDetail, PlayerAdd and ConfirmPlayers, passing them their data; hears back from
/// them and hands the results to the list's view controller.
final class PlayerListRouter: PlayerListRoutingLogic, PlayerListDataPassing {
    weak var viewController: PlayerListViewController?
    weak var dataStore: PlayerListDataStore?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    private var navigationController: UINavigationController? {
        viewController?.navigationController
    }

    func routeToPlayerDetail() {
        guard let player = dataStore?.playerForDetails else { return }
        let destination = PlayerDetailConfigurator.makeScene(
            player: player, dependencies: dependencies, delegate: self)
        navigationController?.pushViewController(destination, animated: true)
    }

    func routeToPlayerAdd() {
        let destination = PlayerAddConfigurator.makeScene(
            dependencies: dependencies, delegate: self)
        navigationController?.pushViewController(destination, animated: true)
    }

    func routeToConfirmPlayers() {
        guard let playersToConfirm = dataStore?.playersToConfirm else { return }
        let destination = ConfirmPlayersConfigurator.makeScene(
            playersDictionary: playersToConfirm, dependencies: dependencies, delegate: self)
        navigationController?.pushViewController(destination, animated: true)
    }

    func routeBackToPlayerList() {
        guard let viewController else { return }
        navigationController?.popToViewController(viewController, animated: true)
    }
}

extension PlayerListRouter: PlayerAddRouterDelegate {
    func playerAddRouterDidAddPlayer() {
        viewController?.reloadPlayers()
    }
}

extension PlayerListRouter: PlayerDetailRouterDelegate {
    func playerDetailRouter(didEdit player: PlayerResponseModel) {
        viewController?.updatePlayer(player)
    }
}

extension PlayerListRouter: ConfirmPlayersRouterDelegate {
    func confirmPlayersRouterDidEndGather() {
        viewController?.endGather()
        routeBackToPlayerList()
    }
}
