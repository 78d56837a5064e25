final class AccountService {
    func login(user: String) -> Bool { !user.isEmpty }
}
