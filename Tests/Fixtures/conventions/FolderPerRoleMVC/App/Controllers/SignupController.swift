final class SignupController {
    let view = SignupView()
}
