import ArchMetricsModel
import ArchMetricsSupport
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one child process the way a measurement needs it: arguments as an array (no shell),
/// output straight into a log file, a monotonic clock, a timeout and cancellation that kill the
/// child's whole process group, and the exit code or signal recorded.
///
/// Why the output goes to a file and not through pipes: the kernel writes the child's stdout and
/// stderr into the log directly, so there is nothing to drain (a build log can never fill a pipe
/// and hang the child), no reader threads competing with the build for the 2 cores, and no pipe
/// a surviving grandchild could hold open. Callers that parse output read the log afterwards.
public struct ProcessRunner: Sendable {
    /// A child still running after this many seconds is killed (whole process group).
    public var timeoutSeconds: Double
    /// Between SIGTERM and SIGKILL, so a build can stop its own children cleanly.
    public var killGraceSeconds: Double
    public var cancellation: CancellationToken

    public init(
        timeoutSeconds: Double = 1200, killGraceSeconds: Double = 5,
        cancellation: CancellationToken = .init()
    ) {
        self.timeoutSeconds = timeoutSeconds
        self.killGraceSeconds = killGraceSeconds
        self.cancellation = cancellation
    }

    /// Runs `executable` (looked up on PATH unless it contains a `/`) with `arguments`, writes its
    /// output to `logFile`, and waits. Throws `.interrupted` once the child's group is dead if the
    /// cancellation token fires, and `.input` if the child cannot be started.
    public func run(_ executable: String, _ arguments: [String], logFile: URL) throws
        -> ProcessOutcome
    {
        if cancellation.isCancelled { throw ArchMetricsError.interrupted() }
        let logDescriptor = try openLog(
            logFile,
            header: "$ " + ([executable] + arguments).map(Self.shellQuoted).joined(separator: " ")
                + "\n")
        defer { close(logDescriptor) }

        let (termination, duration, timedOut, cancelled, usage) = try execute(
            executable, arguments, input: nil, output: logDescriptor, error: logDescriptor)
        var footer = "\n[archmetrics] \(termination) after \(String(format: "%.3f", duration)) s"
        footer += String(
            format: " (CPU %.3f s user, %.3f s system; peak memory %.1f MiB)",
            usage.userSeconds, usage.systemSeconds, Double(usage.peakResidentBytes) / 1_048_576)
        if timedOut { footer += " (timed out after \(timeoutSeconds) s; process group killed)" }
        if cancelled { footer += " (interrupted; process group killed)" }
        Self.writeAll(footer + "\n", to: logDescriptor)
        if cancelled { throw ArchMetricsError.interrupted() }
        return ProcessOutcome(
            termination: termination, durationSeconds: duration, timedOut: timedOut,
            logFile: logFile, usage: usage)
    }

    /// What `capture` returns: the child's output as it wrote it, stdout and stderr apart.
    public struct Captured: Sendable {
        public var termination: ProcessTermination
        public var timedOut: Bool
        public var standardOutput: Data
        public var standardError: String
        public var succeeded: Bool { termination.isSuccess && !timedOut }
    }

    /// Runs a tool whose output is data to read (git), not a log to keep: stdin from
    /// `standardInput` (else /dev/null), stdout and stderr each into a file of their own in
    /// `scratch` (no framing lines), read back and removed. Same process group, timeout and
    /// cancellation as `run`, so the child never outlives the tool.
    public func capture(
        _ executable: String, _ arguments: [String], standardInput: URL? = nil, scratch: URL
    ) throws -> Captured {
        if cancellation.isCancelled { throw ArchMetricsError.interrupted() }
        let name = "capture-\(UUID().uuidString)"
        let outFile = scratch.appendingPathComponent(name + ".out")
        let errFile = scratch.appendingPathComponent(name + ".err")
        let out = try openLog(outFile, header: "")
        let err = try openLog(errFile, header: "")
        defer {
            close(out)
            close(err)
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let (termination, _, timedOut, cancelled, _) = try execute(
            executable, arguments, input: standardInput?.path, output: out, error: err)
        if cancelled { throw ArchMetricsError.interrupted() }
        return Captured(
            termination: termination, timedOut: timedOut,
            standardOutput: (try? Data(contentsOf: outFile)) ?? Data(),
            standardError: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "")
    }

    /// Spawns the child and waits for it, killing its group on timeout or cancellation.
    private func execute(
        _ executable: String, _ arguments: [String], input: String?, output: Int32, error: Int32
    ) throws -> (
        ProcessTermination, Double, timedOut: Bool, cancelled: Bool, usage: ResourceUsage
    ) {
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(executable, arguments, input: input, output: output, error: error)

        // wait4 blocks, so it gets a thread of its own (not a Dispatch worker: blocking those can
        // starve the pool on Linux); the exit instant is taken right there, so the measured time
        // does not depend on how often this thread looks. wait4 rather than waitpid: the resource
        // usage it returns is the child's own plus that of every descendant the tree reaped
        // (compiler jobs, the test runner), which is the CPU cost of the whole command.
        let exit = ExitRecord()
        let exited = DispatchSemaphore(value: 0)
        Thread {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
            exit.record(status: status, usage: ResourceUsage(usage), at: clock.now)
            exited.signal()
        }.start()

        let deadline = start.advanced(by: .milliseconds(Int64(timeoutSeconds * 1000)))
        var timedOut = false
        var cancelled = false
        while exited.wait(timeout: .now() + .milliseconds(50)) == .timedOut {
            if cancellation.isCancelled {
                cancelled = true
                break
            }
            if clock.now >= deadline {
                timedOut = true
                break
            }
        }
        if timedOut || cancelled {
            killGroup(pid, exited: exited)
        }

        let (status, usage, end) = exit.result
        return (
            Self.termination(fromWaitStatus: status), Self.seconds(end - start), timedOut,
            cancelled, usage
        )
    }

    // MARK: - Spawning

    private func openLog(_ logFile: URL, header: String) throws -> Int32 {
        do {
            try FileManager.default.createDirectory(
                at: logFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create log folder \(logFile.deletingLastPathComponent().path): \(error.localizedDescription)"
            )
        }
        // O_CLOEXEC: only the child this log is meant for gets it (as its stdout/stderr via dup2).
        let descriptor = open(
            logFile.path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ArchMetricsError.input(
                "cannot write log \(logFile.path): \(String(cString: strerror(errno)))")
        }
        Self.writeAll(header, to: descriptor)
        return descriptor
    }

    /// Starts the child in a process group of its own (so one `kill(-pgid)` reaches everything it
    /// starts), with SIGINT/SIGTERM back at their defaults (the tool ignores them while measuring)
    /// and an empty signal mask, stdin from `input` (else /dev/null), stdout and stderr as given.
    private func spawn(
        _ executable: String, _ arguments: [String], input: String?, output: Int32, error: Int32
    ) throws -> pid_t {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        for signalNumber in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT] {
            sigaddset(&defaultSignals, signalNumber)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)

        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in environment { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, executable, &actions, &attributes, argv, environment)
        guard result == 0 else {
            let hint =
                executable.contains("/")
                ? nil
                : "Is it installed and on PATH? Pass the path of the executable to use another one."
            throw ArchMetricsError.input(
                "cannot run '\(executable)': \(String(cString: strerror(result)))", hint: hint)
        }
        return pid
    }

    // MARK: - Killing

    /// SIGTERM to the whole group, a grace period, then SIGKILL to whatever is left of it
    /// (a grandchild that ignores SIGTERM, or outlived its parent). Returns once the child is reaped.
    private func killGroup(_ pid: pid_t, exited: DispatchSemaphore) {
        kill(-pid, SIGTERM)
        let graceEnd = DispatchTime.now() + .milliseconds(Int(killGraceSeconds * 1000))
        var childReaped = exited.wait(timeout: graceEnd) == .success
        // The child may be gone while members of its group live on; give them the rest of the grace.
        while childReaped && kill(-pid, 0) == 0 && DispatchTime.now() < graceEnd {
            usleep(20_000)
        }
        kill(-pid, SIGKILL)
        if !childReaped {
            exited.wait()
            childReaped = true
        }
        // SIGKILL is delivered when each process next runs; on a busy machine a grandchild can
        // still be alive for a moment. Wait (briefly: a zombie nobody reaps still counts) until
        // the group is gone, so "killed" means dead when this returns.
        let settleEnd = DispatchTime.now() + .seconds(1)
        while kill(-pid, 0) == 0 && DispatchTime.now() < settleEnd {
            usleep(10_000)
        }
    }

    // MARK: - Helpers

    private static func termination(fromWaitStatus status: Int32) -> ProcessTermination {
        // The WIFEXITED/WTERMSIG macros are not imported into Swift; these are their definitions.
        let signalNumber = status & 0x7f
        if signalNumber == 0 { return .exited((status >> 8) & 0xff) }
        return .signaled(signalNumber)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The log's header and footer; a log that cannot be written loses them, not the run.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        _ = Array(text.utf8).withUnsafeBytes { DescriptorWrite.all($0, to: descriptor) }
    }

    /// For the log's command line only: readable and copy-pasteable into a shell.
    static func shellQuoted(_ argument: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:+,@%")
        if !argument.isEmpty && argument.allSatisfy({ safe.contains($0) }) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The waiter thread's result, read by the runner after the semaphore fires.
private final class ExitRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var status: Int32 = 0
    private var usage = ResourceUsage(userSeconds: 0, systemSeconds: 0, peakResidentBytes: 0)
    private var instant: ContinuousClock.Instant = .now

    func record(status: Int32, usage: ResourceUsage, at instant: ContinuousClock.Instant) {
        lock.withLock {
            self.status = status
            self.usage = usage
            self.instant = instant
        }
    }

    var result: (Int32, ResourceUsage, ContinuousClock.Instant) {
        lock.withLock { (status, usage, instant) }
    }
}
