import UIKit

final class LoginView: UIView {
    weak var presenter: LoginPresenter?
}
