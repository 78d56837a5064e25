final class LoginInteractor {
    func login(user: MockUser) {}
}
