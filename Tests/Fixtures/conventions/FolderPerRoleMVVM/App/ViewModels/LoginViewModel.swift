final class LoginViewModel {}
