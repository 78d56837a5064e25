/// An alert (or action sheet) with a title, a message and actions. Present it with
/// `present(_:animated:)`; tests answer it with `tapButton(atIndex:)` or `tapButton(titled:)`.
@MainActor
open class UIAlertController: UIViewController {
    /// A centred alert or a bottom action sheet (rendered as "Alert" or "ActionSheet").
    public enum Style: Sendable {
        case actionSheet, alert
    }

    public let preferredStyle: Style
    open var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?

    /// An alert with no actions yet; `title` is also the view controller's title.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a button, in order.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Test driver: the user taps the action at `index`. The alert is dismissed first, then the
    /// action's handler runs (so the handler may present another alert), as in UIKit.
    /// Returns false, doing nothing, for an invalid index or a disabled action.
    @discardableResult
    public func tapButton(atIndex index: Int) -> Bool {
        guard actions.indices.contains(index) else { return false }
        return tap(actions[index])
    }

    /// Test driver: the user taps the first action titled `title`; see `tapButton(atIndex:)`.
    @discardableResult
    public func tapButton(titled title: String) -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        return tap(action)
    }

    private func tap(_ action: UIAlertAction) -> Bool {
        guard action.isEnabled else { return false }
        if presentingViewController != nil { dismiss(animated: true) }
        action.handler?(action)
        return true
    }

    /// `Alert "Title": "Message"` then one line per action.
    open override func renderLines() -> [String] {
        let kind = preferredStyle == .alert ? "Alert" : "ActionSheet"
        var header = kind + " " + TextRendering.quoted(title)
        if let message { header += ": " + TextRendering.quoted(message) }
        return [header] + TextRendering.indented(actions.map(\.renderedSummary))
    }
}
