/// What the Login interactor hands its presenter.
@MainActor
protocol LoginPresentationLogic: AnyObject {
    func presentCredentials(response: Login.LoadCredentials.Response)
    func presentAuthentication(response: Login.Authenticate.Response)
}

/// Turns the Login scene's responses into what the view controller shows.
final class LoginPresenter: LoginPresentationLogic {
    weak var viewController: LoginDisplayLogic?

    func presentCredentials(response: Login.LoadCredentials.Response) {
        viewController?.displayCredentials(
            viewModel: Login.LoadCredentials.ViewModel(
                rememberMeIsOn: response.rememberUsername, usernameText: response.username))
    }

    func presentAuthentication(response: Login.Authenticate.Response) {
        let viewModel: Login.Authenticate.ViewModel
        switch response {
        case .started:
            viewModel = .loading
        case .missingCredentials:
            viewModel = .error(title: "Error", message: "Both fields are mandatory.")
        case .succeeded:
            viewModel = .authenticated
        case .failed(let error):
            viewModel = .error(title: "Error", message: String(describing: error))
        }
        viewController?.displayAuthentication(viewModel: viewModel)
    }
}
