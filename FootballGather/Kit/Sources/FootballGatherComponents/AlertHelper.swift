import HeadlessUI

/// Presents the app's one-button error alerts.
@MainActor
public enum AlertHelper {
    /// Shows `title`/`message` with a single "OK" over `viewController`.
    public static func present(in viewController: UIViewController, title: String, message: String)
    {
        let alertController = UIAlertController(
            title: title, message: message, preferredStyle: .alert)
        alertController.addAction(UIAlertAction(title: "OK", style: .default))
        viewController.present(alertController, animated: true)
    }
}
