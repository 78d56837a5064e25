/// A −/+ control over a bounded value (0...100 by default); tests press it with
/// `increment()`/`decrement()`, which send `.valueChanged` when the value moves.
@MainActor
open class UIStepper: UIControl {
    /// The value, always kept within `minimumValue...maximumValue`; setting it sends no event.
    open var value: Double = 0 {
        didSet { value = clamped(value) }
    }

    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }

    /// The upper bound, 100 by default as in UIKit.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = clamped(value)
        }
    }

    /// How much `increment()`/`decrement()` move the value; must be positive.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper.stepValue must be positive") }
    }

    /// Test driver: the user presses "+". Like UIKit's disabled "+" at the maximum, nothing is sent
    /// when the value cannot grow. Returns whether the value changed.
    @discardableResult
    public func increment() -> Bool {
        step(by: stepValue)
    }

    /// Test driver: the user presses "−"; nothing is sent at the minimum. Returns whether the value changed.
    @discardableResult
    public func decrement() -> Bool {
        step(by: -stepValue)
    }

    private func step(by delta: Double) -> Bool {
        guard isEnabled, isReachableByTouch else { return false }
        let newValue = clamped(value + delta)
        guard newValue != value else { return false }
        value = newValue
        sendActions(for: .valueChanged)
        return true
    }

    private func clamped(_ candidate: Double) -> Double {
        min(max(candidate, minimumValue), maximumValue)
    }

    open override var renderedSummary: String? {
        let range = TextRendering.number(minimumValue) + "..." + TextRendering.number(maximumValue)
        return controlSummaryLine("Stepper", TextRendering.number(value) + " (\(range))")
    }
}
