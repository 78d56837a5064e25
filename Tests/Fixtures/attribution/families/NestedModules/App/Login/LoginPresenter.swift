final class LoginPresenter {
    func forgotPassword() {}
}
