import UIKit

final class SearchResultsViewController: UITableViewController {
    let source = SearchResultsDataSource()
}
