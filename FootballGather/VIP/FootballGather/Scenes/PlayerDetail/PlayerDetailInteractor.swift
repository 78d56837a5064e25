import FootballGatherKit
import Foundation
import HeadlessUI

/// What the PlayerDetail view controller asks of its interactor.
@MainActor
protocol PlayerDetailBusinessLogic: AnyObject {
    func showDetails(request: PlayerDetail.ShowDetails.Request)
    func selectRow(request: PlayerDetail.SelectRow.Request)
    func updatePlayer(request: PlayerDetail.UpdatePlayer.Request)
}

/// What the PlayerDetail router reads when it opens the edit scene.
@MainActor
protocol PlayerDetailDataStore: AnyObject {
    var player: PlayerResponseModel { get }
    var selectedRow: PlayerRow? { get }
}

/// The PlayerDetail scene's state: the player shown and the row picked for editing. The scene
/// calls no service.
final class PlayerDetailInteractor: PlayerDetailBusinessLogic, PlayerDetailDataStore {
    var presenter: PlayerDetailPresentationLogic?
    private(set) var player: PlayerResponseModel
    private(set) var selectedRow: PlayerRow?

    init(player: PlayerResponseModel) {
        self.player = player
    }

    func showDetails(request: PlayerDetail.ShowDetails.Request) {
        presenter?.presentDetails(response: PlayerDetail.ShowDetails.Response(player: player))
    }

    func selectRow(request: PlayerDetail.SelectRow.Request) {
        let sections = PlayerSection.detailSections(for: player)
        let indexPath = request.indexPath
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].rows.indices.contains(indexPath.row)
        else { return }
        selectedRow = sections[indexPath.section].rows[indexPath.row]
        presenter?.presentSelectedRow(response: PlayerDetail.SelectRow.Response())
    }

    func updatePlayer(request: PlayerDetail.UpdatePlayer.Request) {
        // The player is updated before the title is read, so a new name shows at once
        // (the original set the title first and showed the old name).
        player = request.player
        presenter?.presentDetails(response: PlayerDetail.ShowDetails.Response(player: player))
    }
}
