import FootballGatherKit
import Foundation
import HeadlessUI

// The ConfirmPlayers module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the ConfirmPlayers view asks of its presenter: the three team sections, moving
/// players between them, and starting the gather.
@MainActor
protocol ConfirmPlayersViewToPresenterProtocol: AnyObject {
    var title: String { get }
    var numberOfSections: Int { get }
    func numberOfRowsInSection(_ section: Int) -> Int
    func titleForHeaderInSection(_ section: Int) -> String?
    func rowTitle(at indexPath: IndexPath) -> String
    func rowDescription(at indexPath: IndexPath) -> String
    func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    var startGatherButtonIsEnabled: Bool { get }
    func startGather()
}

/// What the ConfirmPlayers presenter tells its view.
@MainActor
protocol ConfirmPlayersPresenterToViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
    func handleTeamsChange()
}

/// What the ConfirmPlayers presenter asks of its interactor: the teams and their rules, and
/// creating the gather.
@MainActor
protocol ConfirmPlayersPresenterToInteractorProtocol: AnyObject {
    var teamAssignment: TeamAssignment { get }
    func movePlayer(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func startGather()
}

/// What the ConfirmPlayers interactor reports back.
@MainActor
protocol ConfirmPlayersInteractorToPresenterProtocol: AnyObject {
    func gatherDidStart(_ gatherModel: GatherModel)
    func gatherStartDidFail()
}

/// Where the ConfirmPlayers presenter may send the user.
@MainActor
protocol ConfirmPlayersPresenterToRouterProtocol: AnyObject {
    func showGather(with gatherModel: GatherModel)
}

/// What the ConfirmPlayers module tells the module that opened it.
@MainActor
protocol ConfirmPlayersModuleOutput: AnyObject {
    func didEndGather()
}
