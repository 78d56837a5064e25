import FootballGatherKit

/// What the Login view asks of its presenter: the remembered credentials, logging in and registering.
@MainActor
protocol LoginPresenterProtocol: AnyObject {
    var rememberUsername: Bool { get }
    var username: String? { get }
    func setRememberUsername(_ value: Bool)
    func performLogin(withUsername username: String?, andPassword password: String?)
    func performRegister(withUsername username: String?, andPassword password: String?)
}

/// The Login screen's logic: validates the fields, calls the services and remembers the username.
final class LoginPresenter: LoginPresenterProtocol {
    private weak var view: LoginViewProtocol?
    private let loginService: LoginService
    private let usersService: StandardNetworkService
    private let userDefaults: FootballGatherUserDefaults
    private let keychain: FootballGatherKeychain
    // The switch is saved only once a login succeeds, so a failed attempt changes nothing.
    private var shouldRememberUsername: Bool

    /// Creates the presenter with the app's services and stores.
    init(view: LoginViewProtocol? = nil, environment: ServiceEnvironment) {
        self.view = view
        loginService = environment.loginService()
        usersService = environment.usersService()
        userDefaults = environment.userDefaults
        keychain = environment.keychain
        shouldRememberUsername = environment.userDefaults.rememberUsername ?? true
    }

    var rememberUsername: Bool { shouldRememberUsername }

    var username: String? { shouldRememberUsername ? keychain.username : nil }

    func setRememberUsername(_ value: Bool) {
        shouldRememberUsername = value
    }

    func performLogin(withUsername username: String?, andPassword password: String?) {
        guard let credentials = validatedCredentials(username: username, password: password) else {
            return
        }
        view?.showLoadingView()
        login(with: credentials) { [weak self] in
            self?.view?.handleLoginSuccessful()
        }
    }

    func performRegister(withUsername username: String?, andPassword password: String?) {
        guard let credentials = validatedCredentials(username: username, password: password) else {
            return
        }
        view?.showLoadingView()
        usersService.create(credentials) { [weak self] result in
            switch result {
            case .success:
                // The original stopped after registering, leaving the new user without a token
                // for the player list; logging in right away gives them one.
                self?.login(with: credentials) { self?.view?.handleRegisterSuccessful() }
            case .failure(let error):
                self?.handleServiceError(error)
            }
        }
    }

    private func validatedCredentials(username: String?, password: String?) -> UserRequestModel? {
        guard let username, !username.isEmpty, let password, !password.isEmpty else {
            view?.handleError(title: "Error", message: "Both fields are mandatory.")
            return nil
        }
        return UserRequestModel(username: username, plainPassword: password)
    }

    private func login(
        with credentials: UserRequestModel, onSuccess: @escaping @MainActor () -> Void
    ) {
        loginService.login(user: credentials) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.storeLoginPreferences(username: credentials.username)
                self.view?.hideLoadingView()
                onSuccess()
            case .failure(let error):
                self.handleServiceError(error)
            }
        }
    }

    private func storeLoginPreferences(username: String) {
        userDefaults.rememberUsername = shouldRememberUsername
        keychain.username = shouldRememberUsername ? username : nil
    }

    private func handleServiceError(_ error: Error) {
        view?.hideLoadingView()
        view?.handleError(title: "Error", message: String(describing: error))
    }
}
