import UIKit

final class LoginViewController: UIViewController {
    let interactor = LoginInteractor()
}
