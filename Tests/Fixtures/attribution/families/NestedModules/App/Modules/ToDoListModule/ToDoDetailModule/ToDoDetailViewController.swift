import UIKit

final class ToDoDetailViewController: UIViewController {
    let presenter = ToDoDetailPresenter()
}
