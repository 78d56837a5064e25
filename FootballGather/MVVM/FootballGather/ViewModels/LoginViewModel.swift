import FootballGatherKit

/// The Login screen's state and logic: what to prefill, validating the fields, logging in or
/// registering, and remembering the username afterwards.
@MainActor
struct LoginViewModel {
    private let environment: ServiceEnvironment

    init(environment: ServiceEnvironment) {
        self.environment = environment
    }

    /// The screen title.
    var title: String { "Login" }

    /// Whether the "Remember Me" switch starts on; on until the user has turned it off.
    var rememberUsername: Bool {
        environment.userDefaults.rememberUsername ?? true
    }

    /// The username to prefill: the remembered one, only while remembering is on.
    var username: String? {
        rememberUsername ? environment.keychain.username : nil
    }

    /// The alert message for fields the server would reject, or nil when both are filled in.
    func validationMessage(username: String?, password: String?) -> String? {
        guard let username, !username.isEmpty, let password, !password.isEmpty else {
            return "Both fields are mandatory."
        }
        return nil
    }

    /// Logs in with the typed credentials (password hashed); the token goes to the keychain.
    func performLogin(
        withUsername username: String, andPassword password: String,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        let credentials = UserRequestModel(username: username, plainPassword: password)
        environment.loginService().login(user: credentials) { result in
            completion(result.failureError)
        }
    }

    // The original registered and went straight to the player list without a session token, so
    // the list's first request failed; registering here also logs the new user in.
    /// Registers the typed credentials, then logs the new user in.
    func performRegister(
        withUsername username: String, andPassword password: String,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        let credentials = UserRequestModel(username: username, plainPassword: password)
        environment.usersService().create(credentials) { result in
            if let error = result.failureError {
                completion(error)
            } else {
                performLogin(withUsername: username, andPassword: password, completion: completion)
            }
        }
    }

    /// Stores the switch and, while it is on, the username (else forgets it).
    func storeUsernameAndRememberMe(username: String?, rememberMe: Bool) {
        environment.userDefaults.rememberUsername = rememberMe
        environment.keychain.username = rememberMe ? username : nil
    }
}
