final class SearchView: UIViewController, SearchViewProtocol {}
