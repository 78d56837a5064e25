final class SignupView: UIView {}
