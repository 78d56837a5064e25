import FootballGatherComponents
import HeadlessUI

/// The Login screen: wires its view and presenter and tells its coordinator once logged in.
final class LoginViewController: UIViewController, Coordinatable {
    weak var coordinator: LoginCoordinator?
    private let dependencies: AppDependencies
    private let loginView = LoginView()
    private lazy var presenter = LoginPresenter(
        view: loginView, environment: dependencies.environment)

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func loadView() {
        view = loginView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Login"
        loginView.delegate = self
        loginView.presenter = presenter
        loginView.setupView()
    }
}

extension LoginViewController: LoginViewDelegate {
    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didLogin() {
        coordinator?.navigateToPlayerList()
    }

    func didRegister() {
        coordinator?.navigateToPlayerList()
    }
}
