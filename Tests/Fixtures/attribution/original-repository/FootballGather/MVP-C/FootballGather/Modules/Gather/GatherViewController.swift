import UIKit

final class GatherViewController: UIViewController {
    let presenter = GatherPresenter()
}
