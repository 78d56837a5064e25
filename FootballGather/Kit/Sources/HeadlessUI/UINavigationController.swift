/// A stack of screens. Push, pop, pop-to and the user's back button (`tapBack()`) change the
/// stack; the leaving and arriving screens get their appearance callbacks when the navigation
/// controller is on screen, and the delegate hears `willShow`/`didShow` (with a
/// `transitionCoordinator` naming the screen left), as in UIKit.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    /// Told about every change of the top screen and about popped screens.
    public weak var delegate: UINavigationControllerDelegate?
    /// The transition in progress; non-nil only during the delegate's `willShow`/`didShow` calls.
    public private(set) var transitionCoordinator: UIViewControllerTransitionCoordinator?

    public override init() {
        super.init()
    }

    /// A navigation controller whose stack is `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The stack, root first. Setting it replaces the stack without animation.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// What the user sees: a presented controller, else the top of the stack.
    public var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    override var childForAppearanceForwarding: UIViewController? { topViewController }

    /// Pushes `viewController` on top of the stack. Pushing a controller already in the stack is
    /// a programming error, as in UIKit.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !stack.contains { $0 === viewController },
            "Pushing the same view controller instance (\(type(of: viewController))) more than once is not supported"
        )
        transition(to: stack + [viewController], animated: animated)
    }

    /// Pops the top screen and returns it; nil (changing nothing) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        transition(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every screen above `viewController` and returns them (bottom first); nil if it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        transition(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Pops every screen above the root and returns them (bottom first).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the whole stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        transition(to: viewControllers, animated: animated)
    }

    /// Test driver: the user taps the navigation bar's back button. There is none on the root
    /// screen or when the top screen's `navigationItem.hidesBackButton` is set; then nothing
    /// happens and nil is returned. Otherwise pops (animated) and returns the popped screen.
    @discardableResult
    public func tapBack() -> UIViewController? {
        guard stack.count > 1, let top = stack.last, !top.navigationItem.hidesBackButton else {
            return nil
        }
        return popViewController(animated: true)
    }

    private func transition(to newStack: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        stack = newStack
        for viewController in newStack { viewController.navigationController = self }
        let newTop = topViewController

        if oldTop !== newTop {
            transitionCoordinator = UIViewControllerTransitionCoordinator(
                from: oldTop, to: newTop, animated: animated)
            // As in UIKit, a screen's view loads when it is about to be shown, not when merely stacked.
            if isOnScreen { newTop?.loadViewIfNeeded() }
            if let newTop {
                delegate?.navigationController(self, willShow: newTop, animated: animated)
            }
            if isOnScreen {
                oldTop?.beginAppearanceTransition(false, animated: animated)
                newTop?.beginAppearanceTransition(true, animated: animated)
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            }
        }
        // A removed controller no longer has a navigation controller, as in UIKit.
        for viewController in removed where viewController.navigationController === self {
            viewController.navigationController = nil
        }
        if oldTop !== newTop, let newTop {
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        }
        transitionCoordinator = nil
    }

    /// `Navigation: Root > … > Top`, the top screen (with anything presented), or `(empty)`.
    open override func renderLines() -> [String] {
        let path = stack.map { "\(type(of: $0))" }.joined(separator: " > ")
        var lines = ["Navigation: " + (path.isEmpty ? "(empty)" : path)]
        if let topViewController {
            lines += topViewController.renderLines()
        } else if let presentedViewController {
            lines += TextRendering.indented(presentedViewController.renderLines())
        }
        return lines
    }
}
