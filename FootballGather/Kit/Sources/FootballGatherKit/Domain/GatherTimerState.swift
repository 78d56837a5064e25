/// Whether the gather countdown is stopped, running or paused.
public enum GatherTimerState: Sendable {
    case stopped, running, paused

    /// The action button's title: "Start", "Pause" or "Resume".
    public var actionTitle: String {
        switch self {
        case .stopped: return "Start"
        case .running: return "Pause"
        case .paused: return "Resume"
        }
    }

    /// The state after the action button is pressed (with time left).
    public var toggled: GatherTimerState {
        switch self {
        case .stopped, .paused: return .running
        case .running: return .paused
        }
    }
}
