import FootballGatherComponents
import HeadlessUI

/// The Login screen: shows its view, forwards the user's input to the presenter and shows what
/// the presenter tells it.
final class LoginViewController: UIViewController {
    let presenter: LoginViewToPresenterProtocol
    private let loginView = LoginView()

    init(presenter: LoginViewToPresenterProtocol) {
        self.presenter = presenter
        super.init()
    }

    override func loadView() {
        view = loginView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        loginView.presenter = presenter
        loginView.setupView()
    }
}

extension LoginViewController: LoginPresenterToViewProtocol {
    func showLoadingView() {
        loginView.showLoadingView()
    }

    func hideLoadingView() {
        loginView.hideLoadingView()
    }

    func handleError(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }
}
