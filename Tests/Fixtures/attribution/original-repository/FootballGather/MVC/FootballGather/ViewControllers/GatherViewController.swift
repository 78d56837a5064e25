import UIKit

final class GatherViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gather"
    }
}
