final class MoviesListViewModel {
    var titles: [String] = []
}
