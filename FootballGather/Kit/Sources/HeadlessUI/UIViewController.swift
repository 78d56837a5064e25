import Foundation

/// A screen: a lazily loaded view, the appearance lifecycle, a navigation item and modal
/// presentation (alerts). Override `loadView()` to install a custom view and `viewDidLoad()`
/// to configure it, exactly as on iOS.
///
/// Appearance callbacks (`viewWillAppear`, …) come from a container that is on screen: a
/// `UIWindow` after `makeKeyAndVisible()`, a `UINavigationController` shown in one, or a
/// presentation. A screen that is only created and loaded gets `viewDidLoad` alone.
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// The presented view controller held by this controller when it is the presentation host.
    private var hostedPresentation: UIViewController?
    /// Whether the controller's view is on screen (between `viewWillAppear` and `viewWillDisappear`).
    public private(set) var isOnScreen = false

    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What the navigation bar shows for this screen; its title follows `title`.
    public private(set) lazy var navigationItem = UINavigationItem(title: title)

    /// The navigation controller whose stack holds this controller.
    public internal(set) weak var navigationController: UINavigationController?

    /// The controller that presented this one (nil unless presented).
    public private(set) weak var presentingViewController: UIViewController?

    public init() {}

    // MARK: - View loading

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) on first access.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded, calling `loadView()` and `viewDidLoad()` once.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        precondition(!isLoadingView, "\(type(of: self)).loadView() read `view` before assigning it")
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { loadedView = UIView() }
        viewDidLoad()
    }

    /// Creates the root view; override to assign `view = MyView()`. The default makes a plain `UIView`.
    open func loadView() {
        loadedView = UIView()
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: - Appearance

    /// Called each time the view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called each time the view has been shown.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called each time the view is about to be hidden.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called each time the view has been hidden.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts showing (`viewWillAppear`) or hiding (`viewWillDisappear`) this controller and the
    /// child it shows; containers call it. Redundant calls (appearing while on screen) are ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing != isOnScreen else { return }
        isOnScreen = isAppearing
        if isAppearing {
            loadViewIfNeeded()
            viewWillAppear(animated)
        } else {
            viewWillDisappear(animated)
        }
        pendingAppearance = (isAppearing, animated)
        childForAppearanceForwarding?.beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Finishes the transition started by `beginAppearanceTransition` (`viewDidAppear`/`viewDidDisappear`).
    public func endAppearanceTransition() {
        guard let pending = pendingAppearance else { return }
        pendingAppearance = nil
        childForAppearanceForwarding?.endAppearanceTransition()
        if pending.isAppearing {
            viewDidAppear(pending.animated)
        } else {
            viewDidDisappear(pending.animated)
        }
    }

    /// The transition begun and not yet ended.
    private var pendingAppearance: (isAppearing: Bool, animated: Bool)?

    /// The child whose appearance follows this controller's (a navigation controller's top).
    var childForAppearanceForwarding: UIViewController? { nil }

    // MARK: - Presentation

    /// The controller that holds presentations made from here: the navigation controller when
    /// there is one (as UIKit presents from the full-screen container), else this controller.
    private var presentationHost: UIViewController {
        navigationController ?? self
    }

    /// The controller presented from this screen (or its navigation controller), e.g. an alert.
    public var presentedViewController: UIViewController? {
        presentationHost.hostedPresentation
    }

    /// Presents `viewControllerToPresent` (typically a `UIAlertController`) over this screen.
    /// As in UIKit, presenting while something is already presented is refused with a warning.
    open func present(
        _ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil
    ) {
        let host = presentationHost
        if let current = host.hostedPresentation {
            FileHandle.standardError.write(
                Data(
                    ("HeadlessUI warning: attempt to present \(type(of: viewControllerToPresent)) on "
                        + "\(type(of: host)) which is already presenting \(type(of: current))\n")
                        .utf8))
            return
        }
        host.hostedPresentation = viewControllerToPresent
        viewControllerToPresent.presentingViewController = host
        viewControllerToPresent.beginAppearanceTransition(true, animated: animated)
        viewControllerToPresent.endAppearanceTransition()
        completion?()
    }

    /// Dismisses what this screen presented or, if it presents nothing, this screen itself.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentationHost.hostedPresentation {
            presented.beginAppearanceTransition(false, animated: animated)
            presented.endAppearanceTransition()
            presentationHost.hostedPresentation = nil
            presented.presentingViewController = nil
            completion?()
        } else if let presentingViewController {
            presentingViewController.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    // MARK: - Text rendering

    /// The screen's header line (`TypeName "Title" | left: [< Players] | right: [Done]`), its
    /// view indented, then anything presented over it. The back button, titled after the screen
    /// below as on iOS, shows when `UINavigationController.tapBack()` would pop this screen.
    open func renderLines() -> [String] {
        var header = "\(type(of: self))"
        if let shownTitle = navigationItem.title ?? title {
            header += " " + TextRendering.quoted(shownTitle)
        }
        if let left = navigationItem.leftBarButtonItem {
            header += " | left: " + left.renderedSummary
        } else if let backTitle = backButtonTitle {
            header += " | left: [< \(backTitle)]"
        }
        if let right = navigationItem.rightBarButtonItem {
            header += " | right: " + right.renderedSummary
        }
        var lines = [header] + TextRendering.indented(view.renderLines())
        if let presentedViewController {
            lines += TextRendering.indented(presentedViewController.renderLines())
        }
        return lines
    }

    /// The back button's title when this screen tops a stack that can pop it: the previous
    /// screen's title, or "Back" when it has none.
    private var backButtonTitle: String? {
        guard let stack = navigationController?.viewControllers, stack.count > 1,
            stack.last === self,
            !navigationItem.hidesBackButton
        else { return nil }
        return stack[stack.count - 2].navigationItem.title ?? "Back"
    }

    /// A readable, deterministic description of the screen; loads the view if needed.
    public func renderText() -> String {
        renderLines().joined(separator: "\n")
    }
}
