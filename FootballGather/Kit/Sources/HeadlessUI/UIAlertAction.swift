/// A button of an alert, with the handler run when it is tapped.
@MainActor
public final class UIAlertAction {
    /// How the button looks: plain, the cancel button, or red for destructive actions.
    public enum Style: Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    /// A disabled action cannot be tapped.
    public var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    /// An action titled `title`; `handler` runs after the alert is dismissed by a tap.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil)
    {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// `[Title]` with its style when not `.default`, and "(disabled)" when disabled.
    var renderedSummary: String {
        var line = "[\(title ?? "")]"
        switch style {
        case .default: break
        case .cancel: line += " cancel"
        case .destructive: line += " destructive"
        }
        return line + (isEnabled ? "" : " (disabled)")
    }
}
