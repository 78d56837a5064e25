/// The keys of the controllers taking part in a navigation transition.
public enum UITransitionContextViewControllerKey: Sendable {
    case from, to
}

/// Describes the navigation transition in progress, so a navigation delegate can learn which
/// controller was left, e.g. to drop a popped screen's coordinator:
/// `navigationController.transitionCoordinator?.viewController(forKey: .from)`.
@MainActor
public final class UIViewControllerTransitionCoordinator {
    private let fromViewController: UIViewController?
    private let toViewController: UIViewController?
    public let isAnimated: Bool

    init(from: UIViewController?, to: UIViewController?, animated: Bool) {
        fromViewController = from
        toViewController = to
        isAnimated = animated
    }

    /// The controller being left (`.from`) or shown (`.to`).
    public func viewController(forKey key: UITransitionContextViewControllerKey)
        -> UIViewController?
    {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        }
    }
}
