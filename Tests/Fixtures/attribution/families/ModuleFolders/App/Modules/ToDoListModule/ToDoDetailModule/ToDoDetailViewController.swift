import UIKit

final class ToDoDetailViewController: UIViewController {
    var presenter: ToDoDetailPresenter?
}
