import FootballGatherKit

/// The PlayerDetail screen's business: the player it shows, replaced when an edit is saved.
/// The screen calls no service.
final class PlayerDetailInteractor: PlayerDetailPresenterToInteractorProtocol {
    weak var presenter: PlayerDetailInteractorToPresenterProtocol?
    private(set) var player: PlayerResponseModel

    init(player: PlayerResponseModel) {
        self.player = player
    }

    func updatePlayer(_ player: PlayerResponseModel) {
        self.player = player
        presenter?.playerDidChange()
    }
}
