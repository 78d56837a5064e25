import FootballGatherKit

/// The Login scene's service calls: logging in, and registering followed by a login.
@MainActor
final class LoginWorker {
    private let loginService: LoginService
    private let usersService: StandardNetworkService

    init(environment: ServiceEnvironment) {
        loginService = environment.loginService()
        usersService = environment.usersService()
    }

    func login(
        with credentials: UserRequestModel,
        completion: @escaping @MainActor (Result<Void, Error>) -> Void
    ) {
        loginService.login(user: credentials) { result in
            completion(result.map { _ in })
        }
    }

    /// Creates the user, then logs in: the original stopped after registering, leaving the new
    /// user without a token for the player list.
    func register(
        with credentials: UserRequestModel,
        completion: @escaping @MainActor (Result<Void, Error>) -> Void
    ) {
        usersService.create(credentials) { [weak self] result in
            switch result {
            case .success:
                self?.login(with: credentials, completion: completion)
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}
