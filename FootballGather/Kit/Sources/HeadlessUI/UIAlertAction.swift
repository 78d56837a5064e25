/// A button of an alert, with the handler run when it is tapped.
@MainActor
public final class UIAlertAction {
    public enum Style: Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: (@MainActor (UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
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
