import UIKit

final class LoginViewController: UIViewController {
    let presenter = LoginPresenter()
}
