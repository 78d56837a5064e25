import UIKit

final class PlayerListViewController: UIViewController {
    let cell = PlayerCellView()
}
