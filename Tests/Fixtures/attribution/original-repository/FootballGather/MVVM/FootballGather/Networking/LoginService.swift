import Foundation

final class LoginService {
    func login(user: String, password: String) -> Bool {
        !user.isEmpty && !password.isEmpty
    }
}
