final class LoginViewController: UIViewController {}
