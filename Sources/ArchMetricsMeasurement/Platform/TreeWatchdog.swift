import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small process that outlives a SIGKILL of this tool and then ends the process trees the tool
/// was running: the only code that can, since a killed process runs nothing.
///
/// Why not `PR_SET_PDEATHSIG` on each command: it fires when the *thread* that spawned the child
/// exits (commands are spawned from whatever thread measures, Dispatch workers among them), it
/// reaches only the command itself and not the compiler jobs or test runner it started in
/// process groups of their own, it does not survive a `setsid`, and macOS has no such thing.
///
/// The watchdog is `/bin/sh` running a short script, started once, in a session of its own (so
/// Ctrl-C at the terminal and a kill of the tool's process group leave it be), with the read end
/// of a socket as its stdin; the tool alone holds the other end (close-on-exec, so no command
/// inherits it). The tool writes `+SID` when a command starts (its session id, its pid) and `-SID`
/// when it has been waited for. When the tool dies, however, the kernel closes its end; the
/// watchdog reads end-of-file and, a few rounds until nothing is found, SIGKILLs:
/// - every process of each session still listed (`pkill -s`: Linux's procps and macOS);
/// - on Linux, every process whose environment holds `ProcessTree`'s mark of this tool
///   (`ARCHMETRICS_PROCESS_TREE=<tool pid>-…`), found with one `grep -z` over `/proc/*/environ`:
///   this catches what left the session (`setsid` and a double fork) but kept its environment.
/// Left on macOS: a process that left the session and outlived its parent (macOS cannot read
/// another process's environment), and on both systems one that also cleared its environment.
/// The watchdog never SIGTERMs first: the tool is gone, there is nobody to wait for a clean end.
enum TreeWatchdog {
    /// The script; `$1` is the tool's pid. Signals that a terminal or a test runner sends the
    /// tool's group are ignored: only end-of-file (or SIGKILL) ends it.
    static let script = """
        trap '' INT TERM HUP QUIT PIPE
        tool=$1; sessions=' '
        while read -r line; do
          case $line in
            +*) sessions="$sessions${line#+} " ;;
            -*) sid=${line#-}
                case $sessions in *" $sid "*) sessions="${sessions%%" $sid "*} ${sessions#*" $sid "}" ;; esac ;;
          esac
        done
        round=0
        while [ $round -lt 20 ]; do
          found=''
          for sid in $sessions; do pkill -KILL -s "$sid" 2>/dev/null && found=1; done
          if [ -d /proc/self ]; then
            pids=$(grep -lzs "^ARCHMETRICS_PROCESS_TREE=$tool-" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3)
            [ -n "$pids" ] && { kill -KILL $pids 2>/dev/null; found=1; }
          fi
          [ -z "$found" ] && break
          round=$((round + 1)); sleep 0.05
        done
        """

    /// The tool's end of the socket; -1 when the watchdog could not be started (then a SIGKILL
    /// of the tool leaves its commands running, as before it existed).
    private static let socket: Int32 = start()

    /// The watchdog's pid once started (-1 before), without starting it: the one child of the
    /// tool that must outlive the tool's own clean-up (`ProcessTree.endAdopted`).
    static var pid: pid_t { started.withLock { $0 } }
    private static let started = LockedPid()

    /// A command with session id `session` has started.
    static func watch(session: pid_t) { post("+\(session)\n") }

    /// The command with session id `session` is gone and waited for.
    static func forget(session: pid_t) { post("-\(session)\n") }

    private static func post(_ line: String) {
        let descriptor = socket
        guard descriptor >= 0 else { return }
        // One short line (well under PIPE_BUF) is written whole; a dead watchdog must not raise
        // SIGPIPE in the tool, hence send with MSG_NOSIGNAL (Linux) or SO_NOSIGPIPE (macOS).
        var bytes = Array(line.utf8)
        #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        while send(descriptor, &bytes, bytes.count, flags) == -1 && errno == EINTR {}
    }

    private static func start() -> Int32 {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
            // Close-on-exec from the start: a command spawned meanwhile on another thread must
            // not inherit the tool's end (the watchdog would then wait for that command too).
            let type = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
        #else
            let type = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(
                ends[1], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let pid = spawn(input: ends[0]) else {
            close(ends[0])
            close(ends[1])
            return -1
        }
        close(ends[0])
        started.withLock { $0 = pid }
        // Reaped if it ever dies before the tool (it is this tool's child).
        Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }.start()
        return ends[1]
    }

    /// The watchdog, its stdin the socket's end `input`, its output discarded.
    private static func spawn(input: Int32) -> pid_t? {
        let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard discard >= 0 else { return nil }
        defer { close(discard) }
        return try? ProcessRunner.spawn(
            "/bin/sh", ["-c", script, "archmetrics-watchdog", "\(getpid())"],
            input: .descriptor(input), output: discard, error: discard, mark: nil)
    }
}

/// A pid behind a lock: written once by the thread that starts the watchdog, read by any.
private final class LockedPid: @unchecked Sendable {
    private let lock = NSLock()
    private var value: pid_t = -1

    func withLock<T>(_ body: (inout pid_t) -> T) -> T { lock.withLock { body(&value) } }
}
