final class LoginPresenter: BasePresenter {
    var router: LoginRouter!

    func didLogIn(as player: Player) { router.showPlayers() }
}
