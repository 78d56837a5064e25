protocol MoviesListCoordinatorProtocol: AnyObject {
    func showDetails(of movie: String)
}
