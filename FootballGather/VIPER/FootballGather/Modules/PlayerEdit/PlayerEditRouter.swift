import FootballGatherKit
import HeadlessUI

/// Leaves PlayerEdit once the player is saved, handing it to the module that opened it first.
final class PlayerEditRouter: PlayerEditPresenterToRouterProtocol {
    weak var viewController: UIViewController?
    weak var output: PlayerEditModuleOutput?

    func closeAfterSaving(_ player: PlayerResponseModel) {
        output?.didFinishEditing(player: player)
        viewController?.navigationController?.popViewController(animated: true)
    }
}
