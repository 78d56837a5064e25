final class LoginViewController {
    var name: String { "LoginViewController" }
}
