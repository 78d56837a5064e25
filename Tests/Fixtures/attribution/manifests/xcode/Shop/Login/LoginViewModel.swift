final class LoginViewModel {
    var title: String { "Log in" }
}
