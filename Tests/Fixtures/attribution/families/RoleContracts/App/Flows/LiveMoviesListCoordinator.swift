final class LiveMoviesListCoordinator: MoviesListCoordinatorProtocol {
    func showDetails(of movie: String) {}
}
