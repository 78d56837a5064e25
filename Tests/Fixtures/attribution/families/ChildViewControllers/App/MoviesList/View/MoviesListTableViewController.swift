import UIKit

final class MoviesListTableViewController: UITableViewController {
    var items: [String] = []
}
