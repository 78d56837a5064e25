final class LoginViewController: UIViewController, LoginViewInterface {}
