import FootballGatherComponents
import HeadlessUI

/// What the Login view tells its view controller: the user's taps and input.
@MainActor
protocol LoginViewDelegate: AnyObject {
    func rememberMeDidChange(isOn: Bool)
    func didTapLogin(username: String?, password: String?)
    func didTapRegister(username: String?, password: String?)
}

/// The Login screen's controls: username, password, "Remember Me", Login and Register.
final class LoginView: UIView {
    weak var delegate: LoginViewDelegate?

    let usernameTextField = UITextField()
    let passwordTextField = UITextField()
    let rememberMeSwitch = UISwitch()
    let loginButton = UIButton()
    let registerButton = UIButton()
    private let loadingView = LoadingView()

    init() {
        super.init(frame: .zero)
        usernameTextField.accessibilityIdentifier = "usernameTextField"
        usernameTextField.placeholder = "Username"
        passwordTextField.accessibilityIdentifier = "passwordTextField"
        passwordTextField.placeholder = "Password"
        passwordTextField.isSecureTextEntry = true
        rememberMeSwitch.accessibilityIdentifier = "rememberMeSwitch"
        rememberMeSwitch.addTarget(
            self, action: LoginView.rememberMeValueChanged, for: .valueChanged)
        loginButton.accessibilityIdentifier = "loginButton"
        loginButton.setTitle("Login", for: .normal)
        loginButton.addTarget(self, action: LoginView.login, for: .touchUpInside)
        registerButton.accessibilityIdentifier = "registerButton"
        registerButton.setTitle("Register", for: .normal)
        registerButton.addTarget(self, action: LoginView.register, for: .touchUpInside)
        [
            usernameTextField, passwordTextField, rememberMeSwitch, loginButton, registerButton,
            loadingView,
        ].forEach(addSubview)
    }

    private func rememberMeValueChanged() {
        delegate?.rememberMeDidChange(isOn: rememberMeSwitch.isOn)
    }

    private func login() {
        delegate?.didTapLogin(
            username: usernameTextField.text, password: passwordTextField.text)
    }

    private func register() {
        delegate?.didTapRegister(
            username: usernameTextField.text, password: passwordTextField.text)
    }
}

extension LoginView {
    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }
}
