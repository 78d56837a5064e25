import FootballGatherKit
import Foundation
import HeadlessUI

// The PlayerList module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the PlayerList view asks of its presenter: the rows, the two modes, selection,
/// deletion, and the taps that lead to other screens.
@MainActor
protocol PlayerListViewToPresenterProtocol: AnyObject {
    var title: String { get }
    var barButtonItemTitle: String { get }
    var barButtonItemIsEnabled: Bool { get }
    var actionButtonTitle: String { get }
    var actionButtonIsEnabled: Bool { get }
    var isInListViewMode: Bool { get }
    var hasPlayers: Bool { get }
    var numberOfRows: Int { get }

    func loadPlayers()
    func playerNameDescription(at indexPath: IndexPath) -> String
    func playerPositionDescription(at indexPath: IndexPath) -> String
    func playerSkillDescription(at indexPath: IndexPath) -> String
    func isPlayerSelected(at indexPath: IndexPath) -> Bool
    func canEditRow(at indexPath: IndexPath) -> Bool

    func toggleViewState()
    func selectRow(at indexPath: IndexPath)
    func performAction()

    func requestToDeletePlayer(at indexPath: IndexPath)
    func clearPlayerIndexPathForDeletion()
    func deletePlayer()
}

/// What the PlayerList presenter tells its view.
@MainActor
protocol PlayerListPresenterToViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
    func handleLoadPlayersSuccessfully()
    func handleViewStateChange()
    func handleSelectionChange(at indexPath: IndexPath)
    func handlePlayerUpdate(at indexPath: IndexPath)
    func handleDeletionRequest()
    func handlePlayerDeletion(at indexPath: IndexPath)
}

/// What the PlayerList presenter asks of its interactor: the user's players.
@MainActor
protocol PlayerListPresenterToInteractorProtocol: AnyObject {
    var players: [PlayerResponseModel] { get }
    func loadPlayers()
    func deletePlayer(_ player: PlayerResponseModel)
    func replacePlayer(_ player: PlayerResponseModel) -> Int?
}

/// What the PlayerList interactor reports back.
@MainActor
protocol PlayerListInteractorToPresenterProtocol: AnyObject {
    func playersDidLoad()
    func playerWasDeleted(atRow row: Int)
    func serviceDidFail(with error: Error)
}

/// Where the PlayerList presenter may send the user.
@MainActor
protocol PlayerListPresenterToRouterProtocol: AnyObject {
    func showPlayerDetails(for player: PlayerResponseModel)
    func showPlayerAdd()
    func showConfirmPlayers(with playersDictionary: [TeamSection: [PlayerResponseModel]])
    func popToPlayerList()
}

/// What the PlayerList router passes on to its presenter when a screen it opened reports back.
@MainActor
protocol PlayerListRouterToPresenterProtocol: AnyObject {
    func playerWasAdded()
    func didEdit(player: PlayerResponseModel)
    func didEndGather()
}
