import UIKit

final class MovieDetailsViewController: UIViewController {
    let viewModel = MovieDetailsViewModel()
}
