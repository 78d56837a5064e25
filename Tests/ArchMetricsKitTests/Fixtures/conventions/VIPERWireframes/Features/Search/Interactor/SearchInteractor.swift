final class SearchInteractor {}
