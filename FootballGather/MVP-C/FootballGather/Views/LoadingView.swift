import HeadlessUI

/// A "Loading…" overlay shown while a request is in flight. While it shows, the screen it
/// covers takes no touches, so nothing is sent twice.
@MainActor
final class LoadingView: UIView {
    private let messageLabel = UILabel()

    init() {
        super.init(frame: .zero)
        accessibilityIdentifier = "loadingView"
        messageLabel.text = "Loading…"
        addSubview(messageLabel)
        isHidden = true
    }

    /// Shows the overlay and blocks touches on `screen` (hiding the keyboard first).
    func show(over screen: UIView) {
        screen.endEditing(true)
        screen.isUserInteractionEnabled = false
        isHidden = false
    }

    /// Hides the overlay and gives `screen` its touches back.
    func hide(from screen: UIView) {
        screen.isUserInteractionEnabled = true
        isHidden = true
    }
}
