import UIKit

final class ToDoListViewController: UIViewController {
    let presenter = ToDoListPresenter()
}
