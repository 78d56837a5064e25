final class LoginPresenter {
    func login() {}
}
