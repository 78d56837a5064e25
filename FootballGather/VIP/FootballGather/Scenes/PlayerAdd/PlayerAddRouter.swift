import HeadlessUI

/// Told when a player was created, so the scene that opened PlayerAdd can reload.
@MainActor
protocol PlayerAddRouterDelegate: AnyObject {
    func playerAddRouterDidAddPlayer()
}

/// Where the PlayerAdd view controller may send the user.
@MainActor
protocol PlayerAddRoutingLogic: AnyObject {
    func routeBackAfterAddingPlayer()
}

/// Goes back once the player exists, telling the scene that opened PlayerAdd first.
final class PlayerAddRouter: PlayerAddRoutingLogic {
    weak var viewController: PlayerAddViewController?
    weak var delegate: PlayerAddRouterDelegate?

    func routeBackAfterAddingPlayer() {
        delegate?.playerAddRouterDidAddPlayer()
        viewController?.navigationController?.popViewController(animated: true)
    }
}
