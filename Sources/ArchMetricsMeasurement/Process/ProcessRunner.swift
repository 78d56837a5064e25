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
/// output into a log file, a monotonic clock, a timeout and cancellation that end the child's
/// whole process tree, and the exit code or signal recorded.
///
/// The child runs in a session of its own, and its tree is found in the process table
/// (`ProcessTree`): on timeout or cancellation every process of it is ended, and after a normal
/// exit any process left behind (a test's background child) is ended and reaped too, so no child
/// outlives the command. Its output goes through a pipe to `OutputPump`, which writes the log
/// with a size cap and hands every chunk to whoever parses it, and stops reading shortly after
/// the tree is gone, whoever still holds the pipe.
package struct ProcessRunner: Sendable {
    /// A child still running after this many seconds is killed (whole process tree).
    package var timeoutSeconds: Double
    /// Between SIGTERM and SIGKILL, so a build can stop its own children cleanly.
    package var killGraceSeconds: Double
    package var cancellation: CancellationToken
    /// The log keeps this many bytes of the start of the output…
    package var logHeadBytes: Int
    /// …and this many of its end; what lies between is counted and left out.
    package var logTailBytes: Int

    package init(
        timeoutSeconds: Double = 1200, killGraceSeconds: Double = 5,
        cancellation: CancellationToken, logHeadBytes: Int = 16 << 20,
        logTailBytes: Int = 4 << 20
    ) {
        self.timeoutSeconds = timeoutSeconds
        self.killGraceSeconds = killGraceSeconds
        self.cancellation = cancellation
        self.logHeadBytes = logHeadBytes
        self.logTailBytes = logTailBytes
    }

    /// Runs `executable` (looked up on PATH unless it contains a `/`) with `arguments`, writes its
    /// output to `logFile`, and waits; `observe` sees every byte of the output as it comes (on
    /// another thread), however much the log leaves out. Throws `.interrupted` once the child's
    /// tree is dead if the cancellation token fires, and `.input` if the child cannot be started
    /// or its log cannot be written (a full disk: the command is ended at the first failed write).
    package func run(
        _ executable: String, _ arguments: [String], logFile: URL,
        observe: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws -> ProcessOutcome {
        if cancellation.isCancelled { throw ArchMetricsError.interrupted() }
        let logDescriptor = try openLog(
            logFile,
            header: "$ " + ([executable] + arguments).map(Self.shellQuoted).joined(separator: " ")
                + "\n")
        defer { close(logDescriptor) }
        let (readEnd, writeEnd) = try Self.makePipe()
        let pump = OutputPump(
            readEnd: readEnd, log: logDescriptor, headBytes: logHeadBytes,
            tailBytes: logTailBytes, observe: observe)
        let result: Execution
        do {
            defer { close(writeEnd) }
            result = try execute(
                executable, arguments, input: nil, output: writeEnd, error: writeEnd,
                stopWhen: { pump.writeError != nil })
        } catch {
            _ = pump.finish(drainSeconds: 0)
            throw error
        }
        let pumped = pump.finish(drainSeconds: 1)
        if let failure = pumped.writeError {
            throw ArchMetricsError.input(
                "cannot write log \(logFile.path): \(DescriptorWrite.describe(failure)); the command was stopped"
            )
        }
        var footer =
            "\n[archmetrics] \(result.termination) after \(String(format: "%.3f", result.duration)) s"
        footer += String(
            format: " (CPU %.3f s user, %.3f s system; peak memory %.1f MiB)",
            result.usage.userSeconds, result.usage.systemSeconds,
            Double(result.usage.peakResidentBytes) / 1_048_576)
        if result.timedOut { footer += " (timed out after \(timeoutSeconds) s)" }
        if result.cancelled { footer += " (interrupted)" }
        if let ending = result.ending {
            footer +=
                result.timedOut || result.cancelled
                ? "\n[archmetrics] ended the command's process tree: \(ending.summary)"
                : "\n[archmetrics] processes left running by the command: \(ending.summary)"
        }
        Self.writeAll(footer + "\n", to: logDescriptor)
        if result.cancelled { throw ArchMetricsError.interrupted() }
        let strays =
            result.timedOut ? [] : (result.ending?.ended ?? []).filter { $0.pid != result.pid }
        return ProcessOutcome(
            termination: result.termination, durationSeconds: result.duration,
            timedOut: result.timedOut, logFile: logFile, usage: result.usage,
            strayProcesses: strays.map { "\($0.name) \($0.pid)" },
            omittedOutputBytes: pumped.omittedBytes)
    }

    /// What `capture` returns: the child's output as it wrote it, stdout and stderr apart.
    package struct Captured: Sendable {
        package var termination: ProcessTermination
        package var timedOut: Bool
        package var standardOutput: Data
        package var standardError: String
        package var succeeded: Bool { termination.isSuccess && !timedOut }
    }

    /// Runs a tool whose output is data to read (git), not a log to keep: stdin from
    /// `standardInput` (else /dev/null), stdout and stderr each into a file of their own in
    /// `scratch` (no framing lines), read back and removed. Same process tree, timeout and
    /// cancellation as `run`, so the child never outlives the tool.
    package func capture(
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
        let result = try execute(
            executable, arguments, input: standardInput?.path, output: out, error: err)
        if result.cancelled { throw ArchMetricsError.interrupted() }
        return Captured(
            termination: result.termination, timedOut: result.timedOut,
            standardOutput: (try? Data(contentsOf: outFile)) ?? Data(),
            standardError: (try? String(contentsOf: errFile, encoding: .utf8)) ?? "")
    }

    /// How one spawned command ended.
    private struct Execution {
        var pid: pid_t
        var termination: ProcessTermination
        var duration: Double
        var timedOut: Bool
        var cancelled: Bool
        var usage: ResourceUsage
        /// What ending the tree did: on timeout or cancellation, or for strays after an exit;
        /// nil when nothing was left to end.
        var ending: ProcessTree.Ending?
    }

    /// Spawns the child and waits for it, ending its tree on timeout, on cancellation or when
    /// `stopWhen` says so, and any strays once it exits.
    private func execute(
        _ executable: String, _ arguments: [String], input: String?, output: Int32, error: Int32,
        stopWhen: () -> Bool = { false }
    ) throws -> Execution {
        _ = ProcessTable.adoptsOrphans
        let clock = ContinuousClock()
        let start = clock.now
        let tree = try ProcessTree.spawnRoot { mark in
            try Self.spawn(
                executable, arguments, input: .file(input), output: output, error: error,
                mark: mark)
        }
        let pid = tree.root
        defer { tree.release() }
        var memory = ChildPeakMemory(root: pid)

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
        var stopped = false
        // Looks every 50 ms, more often in the first 50 ms: a short command's own peak memory
        // is only seen while it runs (`ChildPeakMemory`).
        var pause = 5
        while exited.wait(timeout: .now() + .milliseconds(pause)) == .timedOut {
            pause = min(pause * 2, 50)
            memory.sample()
            if cancellation.isCancelled {
                cancelled = true
                break
            }
            if clock.now >= deadline {
                timedOut = true
                break
            }
            if stopWhen() {
                stopped = true
                break
            }
        }
        var ending: ProcessTree.Ending?
        if timedOut || cancelled || stopped {
            // Ctrl-C means now (within a second, as the docs say): half a second for the tree
            // to go on SIGTERM, then SIGKILL. A timeout gives the command its whole grace.
            ending = tree.end(grace: cancelled ? min(killGraceSeconds, 0.5) : killGraceSeconds)
            exited.wait()
        } else if !tree.members().isEmpty {
            // The command is done; what it left behind has no business running on. A short
            // grace: these already outlived their parent.
            ending = tree.end(grace: min(killGraceSeconds, 1))
        }
        // A Ctrl-C that came as the child exited on its own (or made it fail) still means "stop":
        // the caller must not report the child's failure instead.
        cancelled = cancelled || cancellation.isCancelled

        var (status, usage, end) = exit.result
        usage.peakResidentBytes = memory.peakBytes(reported: usage.peakResidentBytes)
        return Execution(
            pid: pid, termination: Self.termination(fromWaitStatus: status),
            duration: Self.seconds(end - start), timedOut: timedOut, cancelled: cancelled,
            usage: usage, ending: ending)
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
        if let failure = Array(header.utf8).withUnsafeBytes({
            DescriptorWrite.all($0, to: descriptor)
        }) {
            close(descriptor)
            throw ArchMetricsError.input(
                "cannot write log \(logFile.path): \(DescriptorWrite.describe(failure))")
        }
        return descriptor
    }

    /// Where a spawned child's stdin comes from: a file (nil: /dev/null), or a descriptor.
    enum SpawnInput {
        case file(String?)
        case descriptor(Int32)
    }

    /// Starts the child in a session of its own, with SIGINT/SIGTERM back at their defaults (the tool ignores them while measuring)
    /// and an empty signal mask, stdin from `input`, stdout and stderr as given.
    /// `mark` (`NAME=VALUE`, `ProcessTree`'s) replaces any in the environment; nil: none.
    static func spawn(
        _ executable: String, _ arguments: [String], input: SpawnInput, output: Int32,
        error: Int32, mark: String?
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
        // A session of its own (see ProcessTree); a process group of its own where the system
        // does not know the flag.
        let common =
            Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
            | ProcessTable.spawnClosesOtherDescriptorsFlag
        if let newSession = ProcessTable.spawnNewSessionFlag,
            posix_spawnattr_setflags(&attributes, Int16(common | newSession)) == 0
        {
        } else {
            posix_spawnattr_setflags(&attributes, Int16(common | Int32(POSIX_SPAWN_SETPGROUP)))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
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
        switch input {
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 0, path ?? "/dev/null", O_RDONLY, 0)
        case .descriptor(let descriptor):
            posix_spawn_file_actions_adddup2(&actions, descriptor, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, error, 2)
        // Only those three: nothing else the tool holds or inherited (see ProcessTable).
        #if os(Linux)
            ProcessTable.closeOtherDescriptors(in: &actions)
        #endif

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment =
            ProcessInfo.processInfo.environment.filter { $0.key != ProcessTree.markVariable }
            .map { strdup("\($0.key)=\($0.value)") } + (mark.map { [strdup($0)] } ?? []) + [nil]
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

    // MARK: - Helpers

    /// A pipe for the child's output, both ends close-on-exec from the start (the child gets
    /// its copy of the write end through dup2, which clears the flag on the copy only; a command
    /// spawned meanwhile on another thread gets neither).
    private static func makePipe() throws -> (read: Int32, write: Int32) {
        guard let ends = ProcessTable.closeOnExecPipe() else {
            throw ArchMetricsError.input(
                "cannot create a pipe for a child's output: \(String(cString: strerror(errno)))",
                hint: "Too many open files? Raise the limit (ulimit -n).")
        }
        return ends
    }

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
