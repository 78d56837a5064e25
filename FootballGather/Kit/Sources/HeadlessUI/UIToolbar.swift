import Foundation

/// A bar of bar button items (the Gather timer overlay's Cancel/Done).
@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?

    /// Sets the items (animation is ignored).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override var renderedSummary: String? {
        summaryLine("Toolbar", (items ?? []).map(\.renderedSummary).joined(separator: " "))
    }
}
