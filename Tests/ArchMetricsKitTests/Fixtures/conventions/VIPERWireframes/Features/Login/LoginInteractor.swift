final class LoginInteractor {}
