import UIKit

final class PlayerListViewController: UIViewController {
    let presenter = PlayerListPresenter()
}
