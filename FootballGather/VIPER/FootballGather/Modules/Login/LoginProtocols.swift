import FootballGatherKit

// The Login module's contract: what its view, presenter, interactor and router may ask of
// one another (each holds the next through these protocols only).

/// What the Login view asks of its presenter: the remembered credentials, logging in and
/// registering.
@MainActor
protocol LoginViewToPresenterProtocol: AnyObject {
    var rememberUsername: Bool { get }
    var username: String? { get }
    func setRememberUsername(_ value: Bool)
    func performLogin(withUsername username: String?, andPassword password: String?)
    func performRegister(withUsername username: String?, andPassword password: String?)
}

/// What the Login presenter tells its view.
@MainActor
protocol LoginPresenterToViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
}

/// What the Login presenter asks of its interactor: the stored preferences and the services.
@MainActor
protocol LoginPresenterToInteractorProtocol: AnyObject {
    var rememberUsername: Bool { get set }
    var storedUsername: String? { get }
    func login(with credentials: UserRequestModel)
    func register(with credentials: UserRequestModel)
}

/// What the Login interactor reports back to its presenter.
@MainActor
protocol LoginInteractorToPresenterProtocol: AnyObject {
    func loginDidSucceed()
    func registerDidSucceed()
    func serviceDidFail(with error: Error)
}

/// Where the Login presenter may send the user.
@MainActor
protocol LoginPresenterToRouterProtocol: AnyObject {
    func showPlayerList()
}
