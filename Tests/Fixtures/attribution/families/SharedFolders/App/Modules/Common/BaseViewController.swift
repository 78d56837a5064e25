import UIKit

class BaseViewController: UIViewController {
    func showLoading() {}
}
