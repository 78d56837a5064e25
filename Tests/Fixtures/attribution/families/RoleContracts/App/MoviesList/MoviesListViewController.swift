import UIKit

final class MoviesListViewController: UIViewController {
    var viewModel: MoviesListViewModel!
}
