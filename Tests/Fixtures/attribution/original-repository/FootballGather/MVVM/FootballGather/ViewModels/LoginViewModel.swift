final class LoginViewModel {
    var title: String { "Login" }
}
