protocol SearchMoviesUseCaseProtocol {
    func search(_ query: String) -> [String]
}
