import UIKit

final class MoviesListViewController: UIViewController {
    private let table = MoviesListTableViewController()
    let viewModel = MoviesListViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(table)
    }
}
