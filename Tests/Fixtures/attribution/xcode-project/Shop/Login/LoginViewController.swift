import UIKit

final class LoginViewController: UIViewController {
    let viewModel = LoginViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
    }
}
