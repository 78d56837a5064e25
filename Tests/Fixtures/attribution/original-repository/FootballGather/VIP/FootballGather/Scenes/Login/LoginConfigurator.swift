final class LoginConfigurator {
    var name: String { "LoginConfigurator" }
}
