import HeadlessUI

/// Tells the owner of an `EmptyView` that the user asked to try again.
@MainActor
protocol EmptyViewDelegate: AnyObject {
    /// The Retry button was tapped.
    func retryAction()
}

/// The placeholder shown instead of an empty list: a message and a Retry button.
final class EmptyView: UIView {
    let messageLabel = UILabel()
    let retryButton = UIButton()
    weak var delegate: EmptyViewDelegate?

    override init(frame: CGRect) {
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
