final class LoginPresenter {
    var name: String { "LoginPresenter" }
}
