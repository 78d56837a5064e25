protocol MoviesListViewModelInput {
    func didSearch(query: String)
}

protocol MoviesListViewModelOutput {
    var items: [String] { get }
}

typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput

final class DefaultMoviesListViewModel: MoviesListViewModel {
    private let useCase: SearchMoviesUseCaseProtocol
    private(set) var items: [String] = []

    init(useCase: SearchMoviesUseCaseProtocol) {
        self.useCase = useCase
    }

    func didSearch(query: String) {
        items = useCase.search(query)
    }
}
