import UIKit

protocol ViewControllerLifecycleBehavior {
    func afterAppearing(_ viewController: UIViewController)
}

extension UIViewController {
    func addBehaviors(_ behaviors: [ViewControllerLifecycleBehavior]) {
        behaviors.forEach { $0.afterAppearing(self) }
    }
}
