import HeadlessUI

/// Told when the user asks an empty list to try loading again.
@MainActor
protocol EmptyViewDelegate: AnyObject {
    func didTapRetry()
}

/// The message shown instead of an empty list, with a Retry button.
@MainActor
final class EmptyView: UIView {
    weak var delegate: EmptyViewDelegate?
    private let messageLabel = UILabel()
    private let retryButton = UIButton()

    init() {
        super.init(frame: .zero)
        accessibilityIdentifier = "emptyView"
        retryButton.accessibilityIdentifier = "retryButton"
        retryButton.setTitle("Retry", for: .normal)
        retryButton.addTarget(self, action: EmptyView.retry, for: .touchUpInside)
        addSubview(messageLabel)
        addSubview(retryButton)
        isHidden = true
    }

    /// The message the view shows.
    var message: String? {
        get { messageLabel.text }
        set { messageLabel.text = newValue }
    }

    private func retry() {
        delegate?.didTapRetry()
    }
}
