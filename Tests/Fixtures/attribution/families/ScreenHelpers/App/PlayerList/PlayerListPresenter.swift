final class PlayerListPresenter {
    let fetcher = PlayersFetcher()
}
