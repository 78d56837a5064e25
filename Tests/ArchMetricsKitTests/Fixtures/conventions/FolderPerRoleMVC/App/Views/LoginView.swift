final class LoginView: UIView {}
