import UIKit

final class CartViewController: UIViewController {
    let presenter = CartPresenter()
}
