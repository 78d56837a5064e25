import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The first screen: log in or register, optionally remembering the username. Binds the fields
/// to a `LoginViewModel`.
final class LoginViewController: UIViewController {
    let usernameTextField = UITextField()
    let passwordTextField = UITextField()
    let rememberMeSwitch = UISwitch()
    let loginButton = UIButton()
    let registerButton = UIButton()
    let loadingView = LoadingView()

    private let dependencies: AppDependencies
    private let viewModel: LoginViewModel

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        viewModel = LoginViewModel(environment: dependencies.environment)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        setupViews()
        rememberMeSwitch.isOn = viewModel.rememberUsername
        usernameTextField.text = viewModel.username
    }

    private func setupViews() {
        usernameTextField.accessibilityIdentifier = "usernameTextField"
        usernameTextField.placeholder = "Username"
        passwordTextField.accessibilityIdentifier = "passwordTextField"
        passwordTextField.placeholder = "Password"
        passwordTextField.isSecureTextEntry = true
        rememberMeSwitch.accessibilityIdentifier = "rememberMeSwitch"
        loginButton.accessibilityIdentifier = "loginButton"
        loginButton.setTitle("Login", for: .normal)
        loginButton.addTarget(self, action: LoginViewController.login, for: .touchUpInside)
        registerButton.accessibilityIdentifier = "registerButton"
        registerButton.setTitle("Register", for: .normal)
        registerButton.addTarget(self, action: LoginViewController.register, for: .touchUpInside)
        for subview in [
            usernameTextField, passwordTextField, rememberMeSwitch, loginButton, registerButton,
            loadingView,
        ] as [UIView] {
            view.addSubview(subview)
        }
    }

    // MARK: - Actions

    private func login() {
        authenticate(using: viewModel.performLogin)
    }

    private func register() {
        authenticate(using: viewModel.performRegister)
    }

    private func authenticate(
        using request: (String, String, @escaping @MainActor (Error?) -> Void) -> Void
    ) {
        if let message = viewModel.validationMessage(
            username: usernameTextField.text, password: passwordTextField.text)
        {
            AlertHelper.present(in: self, title: "Error", message: message)
            return
        }
        loadingView.show(over: view)
        request(usernameTextField.text ?? "", passwordTextField.text ?? "") { [weak self] error in
            self?.handleAuthenticationResult(error)
        }
    }

    private func handleAuthenticationResult(_ error: Error?) {
        loadingView.hide(from: view)
        if let error {
            AlertHelper.present(in: self, title: "Error", message: String(describing: error))
            return
        }
        viewModel.storeUsernameAndRememberMe(
            username: usernameTextField.text, rememberMe: rememberMeSwitch.isOn)
        performSegue(withIdentifier: .showPlayerList)
    }

    // MARK: - Navigation

    private enum SegueIdentifier: String {
        case showPlayerList
    }

    // The storyboard segue and `prepare(for:)` of the original, in one place.
    private func performSegue(withIdentifier identifier: SegueIdentifier) {
        switch identifier {
        case .showPlayerList:
            let playerListViewController = PlayerListViewController(dependencies: dependencies)
            navigationController?.pushViewController(playerListViewController, animated: true)
        }
    }
}
