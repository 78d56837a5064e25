import FootballGatherKit

/// What the Login view controller asks of its interactor.
@MainActor
protocol LoginBusinessLogic: AnyObject {
    func loadCredentials(request: Login.LoadCredentials.Request)
    func rememberUsername(request: Login.RememberUsername.Request)
    func authenticate(request: Login.Authenticate.Request)
}

/// The Login scene's state and rules: validates the credentials, calls the worker and, once
/// in, remembers (or forgets) the username as the "Remember Me" switch says.
final class LoginInteractor: LoginBusinessLogic {
    var presenter: LoginPresentationLogic?
    private let worker: LoginWorker
    private let userDefaults: FootballGatherUserDefaults
    private let keychain: FootballGatherKeychain
    // The switch is saved only once a login succeeds, so a failed attempt changes nothing.
    private var shouldRememberUsername: Bool

    init(worker: LoginWorker, environment: ServiceEnvironment) {
        self.worker = worker
        userDefaults = environment.userDefaults
        keychain = environment.keychain
        shouldRememberUsername = environment.userDefaults.rememberUsername ?? true
    }

    func loadCredentials(request: Login.LoadCredentials.Request) {
        presenter?.presentCredentials(
            response: Login.LoadCredentials.Response(
                rememberUsername: shouldRememberUsername,
                username: shouldRememberUsername ? keychain.username : nil))
    }

    func rememberUsername(request: Login.RememberUsername.Request) {
        shouldRememberUsername = request.isOn
    }

    func authenticate(request: Login.Authenticate.Request) {
        guard let username = request.username, !username.isEmpty,
            let password = request.password, !password.isEmpty
        else {
            presenter?.presentAuthentication(response: .missingCredentials)
            return
        }
        let credentials = UserRequestModel(username: username, plainPassword: password)
        presenter?.presentAuthentication(response: .started)
        let completion: @MainActor (Result<Void, Error>) -> Void = { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.storeLoginPreferences(username: username)
                self.presenter?.presentAuthentication(response: .succeeded)
            case .failure(let error):
                self.presenter?.presentAuthentication(response: .failed(error))
            }
        }
        switch request.action {
        case .login: worker.login(with: credentials, completion: completion)
        case .register: worker.register(with: credentials, completion: completion)
        }
    }

    private func storeLoginPreferences(username: String) {
        userDefaults.rememberUsername = shouldRememberUsername
        keychain.username = shouldRememberUsername ? username : nil
    }
}
