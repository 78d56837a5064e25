import UIKit

final class ToDoListViewController: UIViewController {
    var presenter: ToDoListPresenter?
}
