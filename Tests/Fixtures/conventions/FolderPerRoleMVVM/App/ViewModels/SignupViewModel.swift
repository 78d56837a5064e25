final class SignupViewModel {}
