final class LoginController {
    let view = LoginView()
    func submit() {}
}
