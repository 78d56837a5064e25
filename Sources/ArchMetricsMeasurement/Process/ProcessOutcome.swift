import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// How a child process ended: its exit code, or the signal that killed it.
public enum ProcessTermination: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Exited with status 0.
    public var isSuccess: Bool { self == .exited(0) }

    public var description: String {
        switch self {
        case .exited(let code): return "exit status \(code)"
        case .signaled(let number):
            let name: String
            switch number {
            case SIGTERM: name = "SIGTERM"
            case SIGKILL: name = "SIGKILL"
            case SIGINT: name = "SIGINT"
            case SIGSEGV: name = "SIGSEGV"
            case SIGABRT: name = "SIGABRT"
            default: name = "signal \(number)"
            }
            return "killed by \(name)"
        }
    }
}

/// What one run of a child process produced.
public struct ProcessOutcome: Sendable {
    public var termination: ProcessTermination
    /// Monotonic wall time from spawn to exit.
    public var durationSeconds: Double
    /// The child outlived its timeout, and its process group was killed.
    public var timedOut: Bool
    /// stdout and stderr of the child, interleaved as written, framed by a command and a result line.
    public var logFile: URL

    public init(
        termination: ProcessTermination, durationSeconds: Double, timedOut: Bool, logFile: URL
    ) {
        self.termination = termination
        self.durationSeconds = durationSeconds
        self.timedOut = timedOut
        self.logFile = logFile
    }

    /// Exited with status 0 in time.
    public var succeeded: Bool { termination.isSuccess && !timedOut }

    /// The child's output as logged (the framing lines included).
    public func logText() -> String {
        (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
    }
}
