import Foundation

/// The screen itself: `makeKeyAndVisible()` shows the root view controller, which starts the
/// appearance callbacks (`viewWillAppear`, …) of it and of the screens it contains.
@MainActor
open class UIWindow: UIView {
    public private(set) var isKeyWindow = false

    /// The controller filling the window; replacing it on a visible window hides the old one.
    open var rootViewController: UIViewController? {
        didSet {
            guard isKeyWindow, oldValue !== rootViewController else { return }
            oldValue?.beginAppearanceTransition(false, animated: false)
            rootViewController?.beginAppearanceTransition(true, animated: false)
            oldValue?.endAppearanceTransition()
            rootViewController?.endAppearanceTransition()
        }
    }

    /// Shows the window and its root view controller.
    open func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        rootViewController?.beginAppearanceTransition(true, animated: false)
        rootViewController?.endAppearanceTransition()
    }

    /// The root view controller's rendering.
    open override func renderLines() -> [String] {
        rootViewController?.renderLines() ?? ["Window (no root view controller)"]
    }
}
