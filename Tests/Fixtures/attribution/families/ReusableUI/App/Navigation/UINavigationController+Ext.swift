import UIKit

extension UINavigationController {
    func popToRoot() { popToRootViewController(animated: true) }
}
