final class LoginPresenter {
    var title: String { "Login" }
}
