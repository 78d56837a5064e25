final class SearchPresenter {}
