import Foundation

/// A container of arranged subviews (no layout is done); renders as a transparent container
/// unless it has an accessibility identifier.
@MainActor
open class UIStackView: UIView {
    /// The arranged subviews, in order.
    open var arrangedSubviews: [UIView] {
        subviews
    }

    /// A stack holding `views` in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Appends `view` to the arranged subviews.
    open func addArrangedSubview(_ view: UIView) {
        addSubview(view)
    }
}
