import FootballGatherKit
import HeadlessUI

/// Told when the shown player was edited, so the scene that opened PlayerDetail can show it.
@MainActor
protocol PlayerDetailRouterDelegate: AnyObject {
    func playerDetailRouter(didEdit player: PlayerResponseModel)
}

/// Where the PlayerDetail view controller may send the user.
@MainActor
protocol PlayerDetailRoutingLogic: AnyObject {
    func routeToPlayerEdit()
}

/// The data the PlayerDetail router reads from its scene.
@MainActor
protocol PlayerDetailDataPassing: AnyObject {
    var dataStore: PlayerDetailDataStore? { get }
}

/// Opens PlayerEdit for the picked row, passing it the player and the row; brings the saved
/// player back to the detail and passes it on to the scene that opened PlayerDetail.
final class PlayerDetailRouter: PlayerDetailRoutingLogic, PlayerDetailDataPassing {
    weak var viewController: PlayerDetailViewController?
    weak var dataStore: PlayerDetailDataStore?
    weak var delegate: PlayerDetailRouterDelegate?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func routeToPlayerEdit() {
        guard let dataStore, let row = dataStore.selectedRow else { return }
        let player = dataStore.player
        let destination = PlayerEditConfigurator.makeScene(
            viewType: row.editableField.editViewType,
            playerEditModel: PlayerEditModel(player: player, playerRow: row),
            playerItemsEditModel: PlayerItemsEditModel(field: row.editableField, player: player),
            dependencies: dependencies, delegate: self)
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}

extension PlayerDetailRouter: PlayerEditRouterDelegate {
    func playerEditRouter(didSave player: PlayerResponseModel) {
        viewController?.updatePlayer(player)
        delegate?.playerDetailRouter(didEdit: player)
    }
}
