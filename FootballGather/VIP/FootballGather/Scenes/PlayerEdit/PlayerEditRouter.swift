import FootballGatherKit
import HeadlessUI

/// Told when the edited player was saved.
@MainActor
protocol PlayerEditRouterDelegate: AnyObject {
    func playerEditRouter(didSave player: PlayerResponseModel)
}

/// Where the PlayerEdit view controller may send the user.
@MainActor
protocol PlayerEditRoutingLogic: AnyObject {
    func routeBackAfterSaving()
}

/// The data the PlayerEdit router reads from its scene.
@MainActor
protocol PlayerEditDataPassing: AnyObject {
    var dataStore: PlayerEditDataStore? { get }
}

/// Goes back once the player is saved, handing it to the scene that opened PlayerEdit first.
final class PlayerEditRouter: PlayerEditRoutingLogic, PlayerEditDataPassing {
    weak var viewController: PlayerEditViewController?
    weak var dataStore: PlayerEditDataStore?
    weak var delegate: PlayerEditRouterDelegate?

    func routeBackAfterSaving() {
        if let player = dataStore?.savedPlayer {
            delegate?.playerEditRouter(didSave: player)
        }
        viewController?.navigationController?.popViewController(animated: true)
    }
}
