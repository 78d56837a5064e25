import UIKit

final class LoginRouter {
    weak var viewController: UIViewController?

    func showPlayers() {
        viewController?.show(PlayerListViewController(), sender: nil)
    }
}
