final class LoginInteractor {
    var name: String { "LoginInteractor" }
}
