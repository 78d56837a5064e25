final class LoginNavigator {
    func toPlayers() {}
}
