final class PlayerListPresenter: BasePresenter {
    var players: [Player] = []
}
