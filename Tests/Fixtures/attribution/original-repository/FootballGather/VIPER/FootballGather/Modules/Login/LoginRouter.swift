final class LoginRouter {
    var name: String { "LoginRouter" }
}
