import FootballGatherComponents
import HeadlessUI

/// What the Login presenter tells its view.
@MainActor
protocol LoginViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
    func handleLoginSuccessful()
    func handleRegisterSuccessful()
}

/// What the Login view asks of its view controller: alerts and leaving the screen.
@MainActor
protocol LoginViewDelegate: AnyObject {
    func presentAlert(title: String, message: String)
    func didLogin()
    func didRegister()
}

/// The Login screen's controls: username, password, "Remember Me", Login and Register.
final class LoginView: UIView {
    weak var delegate: LoginViewDelegate?
    var presenter: LoginPresenterProtocol!

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

    /// Fills the controls from the remembered preferences.
    func setupView() {
        rememberMeSwitch.isOn = presenter.rememberUsername
        usernameTextField.text = presenter.username
    }

    private func rememberMeValueChanged() {
        presenter.setRememberUsername(rememberMeSwitch.isOn)
    }

    private func login() {
        presenter.performLogin(
            withUsername: usernameTextField.text, andPassword: passwordTextField.text)
    }

    private func register() {
        presenter.performRegister(
            withUsername: usernameTextField.text, andPassword: passwordTextField.text)
    }
}

extension LoginView: LoginViewProtocol {
    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    func handleError(title: String, message: String) {
        delegate?.presentAlert(title: title, message: message)
    }

    func handleLoginSuccessful() {
        delegate?.didLogin()
    }

    func handleRegisterSuccessful() {
        delegate?.didRegister()
    }
}
