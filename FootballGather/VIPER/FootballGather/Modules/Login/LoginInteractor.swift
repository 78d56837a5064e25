import FootballGatherKit

/// The Login screen's business: logs in or registers through the services and, once in,
/// remembers (or forgets) the username as the "Remember Me" switch says.
final class LoginInteractor: LoginPresenterToInteractorProtocol {
    weak var presenter: LoginInteractorToPresenterProtocol?
    private let loginService: LoginService
    private let usersService: StandardNetworkService
    private let userDefaults: FootballGatherUserDefaults
    private let keychain: FootballGatherKeychain

    /// The switch's value; saved only once a login succeeds, so a failed attempt changes nothing.
    var rememberUsername: Bool

    init(environment: ServiceEnvironment) {
        loginService = environment.loginService()
        usersService = environment.usersService()
        userDefaults = environment.userDefaults
        keychain = environment.keychain
        rememberUsername = environment.userDefaults.rememberUsername ?? true
    }

    var storedUsername: String? { keychain.username }

    func login(with credentials: UserRequestModel) {
        login(with: credentials) { [weak self] in
            self?.presenter?.loginDidSucceed()
        }
    }

    func register(with credentials: UserRequestModel) {
        usersService.create(credentials) { [weak self] result in
            switch result {
            case .success:
                // The original stopped after registering, leaving the new user without a token
                // for the player list; logging in right away gives them one.
                self?.login(with: credentials) { self?.presenter?.registerDidSucceed() }
            case .failure(let error):
                self?.presenter?.serviceDidFail(with: error)
            }
        }
    }

    private func login(
        with credentials: UserRequestModel, onSuccess: @escaping @MainActor () -> Void
    ) {
        loginService.login(user: credentials) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.storeLoginPreferences(username: credentials.username)
                onSuccess()
            case .failure(let error):
                self.presenter?.serviceDidFail(with: error)
            }
        }
    }

    private func storeLoginPreferences(username: String) {
        userDefaults.rememberUsername = rememberUsername
        keychain.username = rememberUsername ? username : nil
    }
}
