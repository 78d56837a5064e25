import UIKit

// A catalogue app beside the app: it shows the login screen's parts on their own.
final class ShowcaseViewController: UIViewController {
    let viewModel = LoginViewModel()
}
