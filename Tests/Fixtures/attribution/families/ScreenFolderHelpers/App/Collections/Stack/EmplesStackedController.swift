import UIKit

final class EmplesStackedController: UIViewController {
    let source = StackedViewSource()
}
