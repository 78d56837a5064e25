final class SignupPresenter {}
