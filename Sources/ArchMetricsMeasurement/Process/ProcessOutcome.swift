import Foundation

/// How a child process ended: its exit code, or the signal that killed it.
package enum ProcessTermination: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Exited with status 0.
    package var isSuccess: Bool { self == .exited(0) }

    package var description: String {
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
            case SIGILL: name = "SIGILL"
            case SIGTRAP: name = "SIGTRAP"
            case SIGBUS: name = "SIGBUS"
            case SIGHUP: name = "SIGHUP"
            case SIGQUIT: name = "SIGQUIT"
            default: name = "signal \(number)"
            }
            return "killed by \(name)"
        }
    }
}

/// CPU time and memory of a child process tree, as `wait4` reports them: the child's own usage
/// plus that of every descendant that was waited for (a build's compiler and linker jobs, a test
/// run's runner). A descendant that outlives its parent and is reparented is not included.
package struct ResourceUsage: Equatable, Sendable {
    /// CPU seconds in user mode.
    package var userSeconds: Double
    /// CPU seconds in the kernel on the tree's behalf.
    package var systemSeconds: Double
    /// The largest resident set of any single process of the tree (not a sum: Linux's
    /// `ru_maxrss` is a per-process peak, in KiB, and that of the reaped descendants is their maximum);
    /// on Linux without the tool's own mark that the child inherits (`ChildPeakMemory`).
    package var peakResidentBytes: UInt64

    package init(userSeconds: Double, systemSeconds: Double, peakResidentBytes: UInt64) {
        self.userSeconds = userSeconds
        self.systemSeconds = systemSeconds
        self.peakResidentBytes = peakResidentBytes
    }

    /// User plus system time: what the command cost the machine's cores, whatever else ran.
    package var cpuSeconds: Double { userSeconds + systemSeconds }

    init(_ usage: rusage) {
        func seconds(_ time: timeval) -> Double {
            Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
        }
        #if canImport(Darwin)
            let peakBytes = UInt64(max(0, usage.ru_maxrss))  // bytes on Darwin
        #else
            let peakBytes = UInt64(max(0, usage.ru_maxrss)) * 1024  // KiB on Linux
        #endif
        self.init(
            userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime),
            peakResidentBytes: peakBytes)
    }
}

/// What one run of a child process produced.
package struct ProcessOutcome: Sendable {
    package var termination: ProcessTermination
    /// Monotonic wall time from spawn to exit.
    package var durationSeconds: Double
    /// The child outlived its timeout, and its process tree was killed.
    package var timedOut: Bool
    /// stdout and stderr of the child, interleaved as written, framed by a command and a result line.
    package var logFile: URL
    /// CPU time and peak memory of the child's process tree.
    package var usage = ResourceUsage(userSeconds: 0, systemSeconds: 0, peakResidentBytes: 0)
    /// Processes the command left running after it exited ("sleep 4242"), which the runner
    /// then ended: a test's background child, say. Empty when it cleaned up after itself.
    package var strayProcesses: [String] = []
    /// Bytes of output the log left out (between its kept head and tail); 0 when it holds all.
    package var omittedOutputBytes = 0

    /// Exited with status 0 in time.
    package var succeeded: Bool { termination.isSuccess && !timedOut }

    /// The child's output as logged (the framing lines included). Bytes that are not UTF-8
    /// become U+FFFD rather than emptying the whole text.
    package func logText() -> String {
        guard let data = try? Data(contentsOf: logFile) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
