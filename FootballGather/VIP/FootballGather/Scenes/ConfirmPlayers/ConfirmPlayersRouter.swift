import FootballGatherKit
import HeadlessUI

/// Told when the gather started from ConfirmPlayers has ended.
@MainActor
protocol ConfirmPlayersRouterDelegate: AnyObject {
    func confirmPlayersRouterDidEndGather()
}

/// Where the ConfirmPlayers view controller may send the user.
@MainActor
protocol ConfirmPlayersRoutingLogic: AnyObject {
    func routeToGather()
}

/// The data the ConfirmPlayers router reads from its scene.
@MainActor
protocol ConfirmPlayersDataPassing: AnyObject {
    var dataStore: ConfirmPlayersDataStore? { get }
}

/// Opens the gather with the created `GatherModel`, and passes its end on to the scene that
/// opened ConfirmPlayers.
final class ConfirmPlayersRouter: ConfirmPlayersRoutingLogic, ConfirmPlayersDataPassing {
    weak var viewController: ConfirmPlayersViewController?
    weak var dataStore: ConfirmPlayersDataStore?
    weak var delegate: ConfirmPlayersRouterDelegate?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func routeToGather() {
        guard let gatherModel = dataStore?.gatherModel else { return }
        let destination = GatherConfigurator.makeScene(
            gatherModel: gatherModel, dependencies: dependencies, delegate: self)
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}

extension ConfirmPlayersRouter: GatherRouterDelegate {
    func gatherRouterDidEndGather() {
        delegate?.confirmPlayersRouterDidEndGather()
    }
}
