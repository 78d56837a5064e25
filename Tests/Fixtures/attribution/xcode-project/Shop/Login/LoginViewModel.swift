final class LoginViewModel {
    var title: String { "Log in" }

    func canSubmit(user: String, password: String) -> Bool {
        !user.isEmpty && password.count >= 8
    }
}
