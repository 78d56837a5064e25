import UIKit

final class LoginViewController: UIViewController {
    let viewModel = LoginViewModel()
}
