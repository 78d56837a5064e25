final class PlayersFetcher {
    func fetch() -> [String] { [] }
}
