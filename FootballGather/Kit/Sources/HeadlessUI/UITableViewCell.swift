import Foundation

/// A row of a table view: built-in labels per style, a `contentView` for custom subviews and an
/// accessory. Subclass it for custom cells (implement `required init(style:reuseIdentifier:)`).
@MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Sendable {
        case none, disclosureIndicator, detailButton, checkmark
    }

    public enum EditingStyle: Sendable {
        case none, delete, insert
    }

    public let style: CellStyle
    public let reuseIdentifier: String?
    /// Where custom cells add their subviews.
    public let contentView = UIView()
    /// The main label (every style has one).
    public let textLabel: UILabel?
    /// The secondary label; nil for `.default` cells, as in UIKit.
    public let detailTextLabel: UILabel?
    /// The trailing mark: `.checkmark` renders "✓".
    open var accessoryType: AccessoryType = .none
    open var isSelected = false
    open var isEditing = false

    /// A cell of `style`; the table view calls this for registered classes, so subclasses must keep it.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        self.textLabel = UILabel()
        self.detailTextLabel = style == .default ? nil : UILabel()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Selects or deselects the cell (animation is ignored).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Called before a dequeued cell is reused; the headless table always makes fresh cells,
    /// so this exists only for source compatibility.
    open func prepareForReuse() {}

    /// `"text" | "detail" ✓ (selected)` for the built-in labels and state; empty labels are skipped.
    open override var renderedSummary: String? {
        var parts = [textLabel?.text, detailTextLabel?.text]
            .compactMap { $0 }
            .filter { !$0.isEmpty }
            .map(TextRendering.quoted)
            .joined(separator: " | ")
        switch accessoryType {
        case .none: break
        case .checkmark: parts += " ✓"
        case .disclosureIndicator: parts += " >"
        case .detailButton: parts += " (i)"
        }
        if isSelected { parts += " (selected)" }
        return summaryLine("Cell", parts.trimmingCharacters(in: .whitespaces))
    }
}
