import Foundation

/// A view that sends target-action events (buttons, text fields, switches, steppers).
@MainActor
open class UIControl: UIView {
    /// The events a control sends; the raw values match UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A disabled control ignores the user (the test drivers) but not `sendActions(for:)`.
    open var isEnabled = true
    open var isSelected = false
    private var targetActions = TargetActionList()

    /// Calls `action` on `target` (held weakly) when any of `events` is sent,
    /// e.g. `button.addTarget(self, action: LoginViewController.login, for: .touchUpInside)`.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for events: Event
    ) {
        targetActions.add(target, for: events, action: action)
    }

    /// Like `addTarget(_:action:for:)`, for an action that takes the sending control,
    /// e.g. `stepper.addTarget(self, action: ScoreStepper.valueChanged, for: .valueChanged)`.
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Sender) -> Void,
        for events: Event
    ) {
        targetActions.add(target, for: events, action: action)
    }

    /// Removes the actions of `target` (of every target when nil) for `events`.
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        targetActions.remove(target: target, for: events)
    }

    /// The live targets listening to any of `events`.
    public func allTargets(for events: Event = .allEvents) -> [AnyObject] {
        targetActions.targets(for: events)
    }

    /// Sends `events` to their targets now, as UIKit does: programmatically, even when disabled.
    public func sendActions(for events: Event) {
        targetActions.send(events, from: self)
    }

    /// Sends `events` the way a user gesture would: only to an enabled control a finger can reach.
    /// Returns whether the gesture landed.
    func sendUserActions(for events: Event) -> Bool {
        guard isEnabled, isReachableByTouch else { return false }
        sendActions(for: events)
        return true
    }

    /// `Kind#identifier detail (disabled, …)`: the summary line of a control with its flags.
    func controlSummaryLine(_ kind: String, _ detail: String, flags: [String] = []) -> String {
        let allFlags = (isEnabled ? [] : ["disabled"]) + flags
        let flagText = allFlags.isEmpty ? "" : " (" + allFlags.joined(separator: ", ") + ")"
        return summaryLine(kind, detail) + flagText
    }
}
