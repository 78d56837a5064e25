import UIKit

final class LoginViewController: UIViewController {
    var reactor: LoginReactor?
    var navigator: LoginNavigator?
}
