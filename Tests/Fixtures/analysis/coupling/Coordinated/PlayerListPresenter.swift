final class PlayerListPresenter {
    func load() -> Int { 0 }
}
