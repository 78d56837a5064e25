final class LoginModule {
    var name: String { "LoginModule" }
}
