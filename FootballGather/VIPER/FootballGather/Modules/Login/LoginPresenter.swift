import FootballGatherKit

/// The Login screen's presentation: validates the fields, asks the interactor to log in or
/// register, shows progress and errors, and has the router open the player list.
final class LoginPresenter: LoginViewToPresenterProtocol {
    weak var view: LoginPresenterToViewProtocol?
    let interactor: LoginPresenterToInteractorProtocol
    let router: LoginPresenterToRouterProtocol

    init(
        view: LoginPresenterToViewProtocol? = nil, interactor: LoginPresenterToInteractorProtocol,
        router: LoginPresenterToRouterProtocol
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    var rememberUsername: Bool { interactor.rememberUsername }

    var username: String? { interactor.rememberUsername ? interactor.storedUsername : nil }

    func setRememberUsername(_ value: Bool) {
        interactor.rememberUsername = value
    }

    func performLogin(withUsername username: String?, andPassword password: String?) {
        guard let credentials = validatedCredentials(username: username, password: password) else {
            return
        }
        view?.showLoadingView()
        interactor.login(with: credentials)
    }

    func performRegister(withUsername username: String?, andPassword password: String?) {
        guard let credentials = validatedCredentials(username: username, password: password) else {
            return
        }
        view?.showLoadingView()
        interactor.register(with: credentials)
    }

    private func validatedCredentials(username: String?, password: String?) -> UserRequestModel? {
        guard let username, !username.isEmpty, let password, !password.isEmpty else {
            view?.handleError(title: "Error", message: "Both fields are mandatory.")
            return nil
        }
        return UserRequestModel(username: username, plainPassword: password)
    }
}

extension LoginPresenter: LoginInteractorToPresenterProtocol {
    func loginDidSucceed() {
        view?.hideLoadingView()
        router.showPlayerList()
    }

    func registerDidSucceed() {
        view?.hideLoadingView()
        router.showPlayerList()
    }

    func serviceDidFail(with error: Error) {
        view?.hideLoadingView()
        view?.handleError(title: "Error", message: String(describing: error))
    }
}
