/// The countdown of a gather, in minutes and seconds.
public struct GatherTime: Equatable, Sendable {
    public var minutes: Int
    public var seconds: Int

    /// Creates a time.
    public init(minutes: Int, seconds: Int) {
        self.minutes = minutes
        self.seconds = seconds
    }

    /// Every gather starts at 10:00.
    public static let defaultTime = GatherTime(minutes: 10, seconds: 0)

    /// Whether there is any time to count down (the timer refuses to start otherwise).
    public var hasTimeLeft: Bool { minutes > 0 || seconds > 0 }

    /// Counts one second down: 01:00 becomes 00:59. Returns true when the countdown has
    /// reached 00:00, i.e. the timer should stop. Does nothing at 00:00.
    @discardableResult
    public mutating func tick() -> Bool {
        guard hasTimeLeft else { return true }
        if seconds == 0 {
            minutes -= 1
            seconds = 59
        } else {
            seconds -= 1
        }
        return !hasTimeLeft
    }

    /// The zero-padded label text, "MM:SS".
    public var formatted: String {
        func twoDigits(_ value: Int) -> String {
            value < 10 && value >= 0 ? "0\(value)" : String(value)
        }
        return "\(twoDigits(minutes)):\(twoDigits(seconds))"
    }
}
