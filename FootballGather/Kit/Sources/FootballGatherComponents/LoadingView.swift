import HeadlessUI

/// The "Loading…" overlay a screen shows while a request is in flight. Showing it also blocks
/// the screen's controls, as the spinner overlay of the original did.
public final class LoadingView: UIView {
    private let activityLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "loadingView"
        activityLabel.text = "Loading…"
        addSubview(activityLabel)
        isHidden = true
    }

    /// Shows the overlay over `view` and makes `view` ignore touches until `hide(from:)`.
    public func show(over view: UIView) {
        view.endEditing(true)
        view.isUserInteractionEnabled = false
        isHidden = false
    }

    /// Hides the overlay and gives `view` its touches back.
    public func hide(from view: UIView) {
        isHidden = true
        view.isUserInteractionEnabled = true
    }
}
