import UIKit

final class ReposViewController: UIViewController {
    let dataSource = ReposDataSource()
}
