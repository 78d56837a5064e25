final class LoginWorker {
    var name: String { "LoginWorker" }
}
