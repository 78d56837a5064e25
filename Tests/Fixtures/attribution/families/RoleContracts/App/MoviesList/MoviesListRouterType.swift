protocol MoviesListRouterType {
    func close()
}
