final class SignupViewController: UIViewController {}
