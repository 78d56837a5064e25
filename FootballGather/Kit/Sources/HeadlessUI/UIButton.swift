/// A push button with a title per state; tests press it with `tap()`.
@MainActor
open class UIButton: UIControl {
    /// The states a title can be set for; a state without its own title shows the `.normal` one.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    private var titlesByState: [State: String] = [:]

    /// Sets the title shown in `state` (nil removes it, falling back to the `.normal` title).
    open func setTitle(_ title: String?, for state: State) {
        titlesByState[state] = title
    }

    /// The title shown in `state`: its own, else the `.normal` one.
    open func title(for state: State) -> String? {
        titlesByState[state] ?? titlesByState[.normal]
    }

    /// The state the button is in now, derived from `isEnabled` and `isSelected`.
    open var state: State {
        if !isEnabled { return .disabled }
        return isSelected ? .selected : .normal
    }

    /// The title the user sees now.
    open var currentTitle: String? {
        title(for: state)
    }

    /// Test driver: a finger taps the button. Sends `.touchUpInside` if the button is enabled and
    /// reachable (visible, interactive ancestors); returns whether the tap landed.
    @discardableResult
    public func tap() -> Bool {
        sendUserActions(for: .touchUpInside)
    }

    open override var renderedSummary: String? {
        controlSummaryLine("Button", "[\(currentTitle ?? "")]")
    }
}
