import HeadlessUI

/// Leaves PlayerAdd once the player exists, telling the module that opened it first.
final class PlayerAddRouter: PlayerAddPresenterToRouterProtocol {
    weak var viewController: UIViewController?
    weak var output: PlayerAddModuleOutput?

    func closeAfterAddingPlayer() {
        output?.playerWasAdded()
        viewController?.navigationController?.popViewController(animated: true)
    }
}
