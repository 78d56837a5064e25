import HeadlessUI

/// Tells the owner of an `EmptyView` that the user asked to try again.
@MainActor
public protocol EmptyViewDelegate: AnyObject {
    /// The Retry button was tapped.
    func retryAction()
}

/// The placeholder shown instead of an empty list: a message and a Retry button.
public final class EmptyView: UIView {
    public let messageLabel = UILabel()
    public let retryButton = UIButton()
    public weak var delegate: EmptyViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "emptyView"
        retryButton.accessibilityIdentifier = "retryButton"
        retryButton.setTitle("Retry", for: .normal)
        retryButton.addTarget(self, action: EmptyView.retry, for: .touchUpInside)
        addSubview(messageLabel)
        addSubview(retryButton)
        isHidden = true
    }

    private func retry() {
        delegate?.retryAction()
    }
}
