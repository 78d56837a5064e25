/// The target-action pairs of a control or bar button item. Targets are held weakly, as in UIKit,
/// so a view controller that registers itself is not kept alive by its own buttons.
///
/// There is no Objective-C runtime on Linux, so an "action" is an unapplied method reference
/// such as `LoginViewController.login` (type `(LoginViewController) -> () -> Void`), optionally
/// taking the sender: `GatherViewController.stepperChanged` (`(Self) -> (UIStepper) -> Void`).
@MainActor
struct TargetActionList {
    private struct Entry {
        weak var target: AnyObject?
        let events: UIControl.Event
        let perform: @MainActor (_ target: AnyObject, _ sender: AnyObject) -> Void
    }

    private var entries: [Entry] = []

    mutating func add<Target: AnyObject>(
        _ target: Target, for events: UIControl.Event,
        action: @escaping @MainActor (Target) -> () -> Void
    ) {
        entries.append(
            Entry(target: target, events: events) { target, _ in
                guard let target = target as? Target else { return }
                action(target)()
            })
    }

    mutating func add<Target: AnyObject, Sender: AnyObject>(
        _ target: Target, for events: UIControl.Event,
        action: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
        entries.append(
            Entry(target: target, events: events) { target, sender in
                guard let target = target as? Target, let sender = sender as? Sender else { return }
                action(target)(sender)
            })
    }

    /// Removes the actions of `target` (of every target when nil) for any of `events`.
    mutating func remove(target: AnyObject?, for events: UIControl.Event) {
        entries.removeAll { entry in
            (target == nil || entry.target === target) && !entry.events.isDisjoint(with: events)
        }
    }

    /// The targets still alive that listen to any of `events`, in registration order.
    func targets(for events: UIControl.Event) -> [AnyObject] {
        entries.filter { !$0.events.isDisjoint(with: events) }.compactMap(\.target)
    }

    /// Performs every live action registered for any of `events`; returns how many ran.
    @discardableResult
    func send(_ events: UIControl.Event, from sender: AnyObject) -> Int {
        // Iterate over a copy: an action may register or remove targets.
        var performed = 0
        for entry in entries where !entry.events.isDisjoint(with: events) {
            guard let target = entry.target else { continue }
            entry.perform(target, sender)
            performed += 1
        }
        return performed
    }
}
