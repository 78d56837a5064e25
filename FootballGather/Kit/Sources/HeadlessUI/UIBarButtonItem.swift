/// A button in a navigation bar or toolbar; tests press it with `tap()`.
@MainActor
open class UIBarButtonItem {
    /// Plain or bold (`.done`) appearance.
    public enum Style: Sendable {
        case plain, done
    }

    /// The system items the app uses, with their English titles.
    public enum SystemItem: Sendable {
        case done, cancel, add, edit, save

        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .add: "Add"
            case .edit: "Edit"
            case .save: "Save"
            }
        }
    }

    open var title: String?
    open var style: Style
    /// A disabled item ignores `tap()` and renders "(disabled)".
    open var isEnabled = true
    private var targetActions = TargetActionList()

    /// An item with `title` and no action yet (see `setTarget(_:action:)`).
    public init(title: String?, style: Style) {
        self.title = title
        self.style = style
    }

    /// An item calling `action` on `target` (held weakly) when tapped,
    /// e.g. `UIBarButtonItem(title: "Select", style: .plain, target: self, action: PlayerListViewController.selectTapped)`.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target,
        action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// A system item (its title is the English name, e.g. "Done") calling `action` on `target`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target,
        action: @escaping @MainActor (Target) -> () -> Void
    ) {
        self.init(title: systemItem.title, style: systemItem == .done ? .done : .plain)
        setTarget(target, action: action)
    }

    /// Replaces the item's action (UIKit's `target` + `action` properties in one call).
    public func setTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void
    ) {
        targetActions.remove(target: nil, for: .primaryActionTriggered)
        targetActions.add(target, for: .primaryActionTriggered, action: action)
    }

    /// The live target of the item, if any.
    public var target: AnyObject? {
        targetActions.targets(for: .primaryActionTriggered).first
    }

    /// Test driver: a finger taps the item. Does nothing when disabled; returns whether it landed.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled else { return false }
        targetActions.send(.primaryActionTriggered, from: self)
        return true
    }

    /// `[Title]`, followed by "(disabled)" when disabled.
    open var renderedSummary: String {
        "[\(title ?? "")]" + (isEnabled ? "" : " (disabled)")
    }
}
