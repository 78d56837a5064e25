import UIKit

final class GatherViewController: UIViewController {
    let viewModel = GatherViewModel()
}
