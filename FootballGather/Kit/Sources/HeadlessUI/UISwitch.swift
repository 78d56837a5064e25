/// An on/off switch; tests flip it with `tap()`, which sends `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
    /// The state; setting it in code sends no event, as in UIKit.
    open var isOn = false

    /// Sets the state without sending an event.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Test driver: the user flips the switch. Returns false (changing nothing) if disabled or unreachable.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, isReachableByTouch else { return false }
        isOn.toggle()
        sendActions(for: .valueChanged)
        return true
    }

    open override var renderedSummary: String? {
        controlSummaryLine("Switch", isOn ? "on" : "off")
    }
}
