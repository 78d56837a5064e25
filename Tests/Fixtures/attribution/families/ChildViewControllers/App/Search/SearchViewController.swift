import UIKit

final class SearchViewController: UIViewController {
    // Embedded: the results list is a child of this screen, kept in a folder of its own.
    private var results: SearchResultsViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let results = SearchResultsViewController()
        addChild(results)
        self.results = results
    }

    // Pushed: another screen, whose name does not extend this one's.
    func open(_ title: String) {
        navigationController?.pushViewController(MovieDetailsViewController(), animated: true)
    }
}
