final class LoginPresenter {
    weak var view: LoginViewController?
}
