final class LoginPresenter: LoginPresenterInterface {}
