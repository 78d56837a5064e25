import ArchMetricsSupport
import Foundation

/// Progress lines for the options' `progress` (stderr for the command line): which variant,
/// which run, what is running, time elapsed and an estimate of time left. One plain line per event: no `\r` redraws and no colours ever, so the
/// output reads the same on a terminal, in a CI log, and with `NO_COLOR` set.
final class MeasurementProgress {
    private let sink: (@Sendable (String) -> Void)?
    let verbose: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(options: MeasurementOptions) {
        sink = options.quiet ? nil : options.progress
        verbose = options.verbose && !options.quiet
        start = clock.now
    }

    var elapsedSeconds: Double { ProcessRunner.seconds(clock.now - start) }

    /// A line prefixed with the elapsed time and, when known, the estimated time left.
    func report(_ message: String, secondsLeft: Double? = nil) {
        guard let sink else { return }
        var prefix = "archmetrics: measure [\(Self.clockText(elapsedSeconds))"
        if let secondsLeft { prefix += ", about \(Self.clockText(secondsLeft)) left" }
        sink(prefix + "] " + message)
    }

    /// Only with `verbose`.
    func detail(_ message: String) {
        if verbose { report(message) }
    }

    /// `1h02m03s`, `4m05s`, `12s`.
    static func clockText(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600
        let minutes = total % 3600 / 60
        let secs = total % 60
        if hours > 0 { return String(format: "%dh%02dm%02ds", hours, minutes, secs) }
        if minutes > 0 { return String(format: "%dm%02ds", minutes, secs) }
        return "\(secs)s"
    }
}
