final class ForgottPasswordPresenter {
    func send(email: String) {}
}
