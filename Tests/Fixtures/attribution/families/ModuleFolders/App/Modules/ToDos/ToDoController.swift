import UIKit

final class ToDoController: UIViewController {
    let presenter = ToDoPresenter()
    let dataSource = ToDosDataSource()
}
