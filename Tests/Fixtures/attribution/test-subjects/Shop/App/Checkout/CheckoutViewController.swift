import UIKit

final class CheckoutViewController: UIViewController {
    let presenter = CheckoutPresenter()
}
