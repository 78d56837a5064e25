import FootballGatherComponents
import HeadlessUI

/// What the Login presenter has the view controller show.
@MainActor
protocol LoginDisplayLogic: AnyObject {
    func displayCredentials(viewModel: Login.LoadCredentials.ViewModel)
    func displayAuthentication(viewModel: Login.Authenticate.ViewModel)
}

/// The Login scene: sends the user's input to the interactor as requests, shows the view
/// models it gets back, and asks its router to move on.
final class LoginViewController: UIViewController {
    var interactor: LoginBusinessLogic?
    var router: LoginRoutingLogic?
    private let loginView = LoginView()

    override func loadView() {
        view = loginView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        loginView.delegate = self
        interactor?.loadCredentials(request: Login.LoadCredentials.Request())
    }
}

extension LoginViewController: LoginViewDelegate {
    func rememberMeDidChange(isOn: Bool) {
        interactor?.rememberUsername(request: Login.RememberUsername.Request(isOn: isOn))
    }

    func didTapLogin(username: String?, password: String?) {
        interactor?.authenticate(
            request: Login.Authenticate.Request(
                action: .login, username: username, password: password))
    }

    func didTapRegister(username: String?, password: String?) {
        interactor?.authenticate(
            request: Login.Authenticate.Request(
                action: .register, username: username, password: password))
    }
}

extension LoginViewController: LoginDisplayLogic {
    func displayCredentials(viewModel: Login.LoadCredentials.ViewModel) {
        loginView.rememberMeSwitch.isOn = viewModel.rememberMeIsOn
        loginView.usernameTextField.text = viewModel.usernameText
    }

    func displayAuthentication(viewModel: Login.Authenticate.ViewModel) {
        switch viewModel {
        case .loading:
            loginView.showLoadingView()
        case .error(let title, let message):
            loginView.hideLoadingView()
            AlertHelper.present(in: self, title: title, message: message)
        case .authenticated:
            loginView.hideLoadingView()
            router?.routeToPlayerList()
        }
    }
}
