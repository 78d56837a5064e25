import FootballGatherKit
import Foundation
import HeadlessUI

// The PlayerDetail module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the PlayerDetail view asks of its presenter: the sections of the player's details and
/// editing a tapped row.
@MainActor
protocol PlayerDetailViewToPresenterProtocol: AnyObject {
    var title: String { get }
    var numberOfSections: Int { get }
    func numberOfRowsInSection(_ section: Int) -> Int
    func titleForHeaderInSection(_ section: Int) -> String?
    func rowTitle(at indexPath: IndexPath) -> String
    func rowDescription(at indexPath: IndexPath) -> String
    func selectPlayerRow(at indexPath: IndexPath)
}

/// What the PlayerDetail presenter tells its view.
@MainActor
protocol PlayerDetailPresenterToViewProtocol: AnyObject {
    func reloadData()
}

/// What the PlayerDetail presenter asks of its interactor: the shown player.
@MainActor
protocol PlayerDetailPresenterToInteractorProtocol: AnyObject {
    var player: PlayerResponseModel { get }
    func updatePlayer(_ player: PlayerResponseModel)
}

/// What the PlayerDetail interactor reports back.
@MainActor
protocol PlayerDetailInteractorToPresenterProtocol: AnyObject {
    func playerDidChange()
}

/// Where the PlayerDetail presenter may send the user.
@MainActor
protocol PlayerDetailPresenterToRouterProtocol: AnyObject {
    func showEditScreen(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?)
    /// Tells the module that opened PlayerDetail that the player was edited.
    func reportEdit(of player: PlayerResponseModel)
}

/// What the PlayerDetail router passes on to its presenter when the edit screen reports back.
@MainActor
protocol PlayerDetailRouterToPresenterProtocol: AnyObject {
    func didFinishEditing(player: PlayerResponseModel)
}

/// What the PlayerDetail module tells the module that opened it.
@MainActor
protocol PlayerDetailModuleOutput: AnyObject {
    func didEdit(player: PlayerResponseModel)
}
