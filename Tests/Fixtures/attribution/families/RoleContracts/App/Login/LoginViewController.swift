import UIKit

final class LoginViewController: UIViewController {
    var viewModel: LoginViewModel!
}
