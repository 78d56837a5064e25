import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The first screen: log in or register, optionally remembering the username.
final class LoginViewController: UIViewController {
    let usernameTextField = UITextField()
    let passwordTextField = UITextField()
    let rememberMeSwitch = UISwitch()
    let loginButton = UIButton()
    let registerButton = UIButton()
    let loadingView = LoadingView()

    private let dependencies: AppDependencies
    private var environment: ServiceEnvironment { dependencies.environment }

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        setupViews()
        configureRememberMe()
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

    // Remembering is on until the user turns it off; then the username is not prefilled.
    private func configureRememberMe() {
        let rememberUsername = environment.userDefaults.rememberUsername ?? true
        rememberMeSwitch.isOn = rememberUsername
        if rememberUsername {
            usernameTextField.text = environment.keychain.username
        }
    }

    // MARK: - Actions

    private func login() {
        guard let credentials = enteredCredentials() else { return }
        showLoadingView()
        environment.loginService().login(user: credentials) { [weak self] result in
            self?.handleAuthenticationResult(result.map { _ in () })
        }
    }

    // The original registered and went straight to the player list without a session token,
    // so the list's first request failed; registering here also logs the new user in.
    private func register() {
        guard let credentials = enteredCredentials() else { return }
        showLoadingView()
        environment.usersService().create(credentials) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                environment.loginService().login(user: credentials) { [weak self] loginResult in
                    self?.handleAuthenticationResult(loginResult.map { _ in () })
                }
            case .failure(let error):
                handleAuthenticationResult(.failure(error))
            }
        }
    }

    /// The typed username and hashed password, or nil (after an alert) when a field is empty.
    private func enteredCredentials() -> UserRequestModel? {
        guard let username = usernameTextField.text, !username.isEmpty,
            let password = passwordTextField.text, !password.isEmpty
        else {
            AlertHelper.present(in: self, title: "Error", message: "Both fields are mandatory.")
            return nil
        }
        return UserRequestModel(username: username, plainPassword: password)
    }

    private func handleAuthenticationResult(_ result: Result<Void, any Error>) {
        hideLoadingView()
        switch result {
        case .success:
            storeUsernameAndRememberMe()
            performSegue(withIdentifier: .showPlayerList)
        case .failure(let error):
            AlertHelper.present(in: self, title: "Error", message: String(describing: error))
        }
    }

    private func storeUsernameAndRememberMe() {
        let rememberUsername = rememberMeSwitch.isOn
        environment.userDefaults.rememberUsername = rememberUsername
        environment.keychain.username = rememberUsername ? usernameTextField.text : nil
    }

    private func showLoadingView() {
        loadingView.show(over: view)
    }

    private func hideLoadingView() {
        loadingView.hide(from: view)
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
