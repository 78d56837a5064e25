import HeadlessUI

/// Presents the app's informational alerts: a title, a message and a single "OK".
@MainActor
enum AlertHelper {
    static func present(in viewController: UIViewController, title: String, message: String) {
        let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .default))
        viewController.present(alertController, animated: true)
    }
}
