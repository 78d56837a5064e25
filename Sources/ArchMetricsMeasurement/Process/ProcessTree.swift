import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every process one command started, however deep, and the way to end them all.
///
/// Why not one `kill(-pgid)`: SwiftPM puts the test runner and the compiler jobs in process groups
/// of their own, so a signal to the command's group misses them, and a test's background child
/// may outlive the runner. The command is started in a session of its own instead (its pid is
/// the session id); process groups live inside sessions, so everything it starts stays in that
/// session, orphaned or not, unless it calls `setsid` itself. Members are read from the process
/// table: the session, plus every descendant by parent link (which also catches a `setsid`
/// escapee while its parent lives). A `setsid` escapee whose parent then died (a double fork:
/// `setsid sh -c 'sleep 1000 & exit 0'`) is in neither; on Linux it is given to this tool, the
/// subreaper (`ProcessTable.adoptsOrphans`), and a child of this tool that is no command's root
/// is this tree's when it carries the tree's mark: an environment variable every command is
/// started with and every descendant inherits. Should the tool itself be SIGKILLed, its
/// `TreeWatchdog` ends the sessions and marked processes it leaves.
struct ProcessTree {
    /// The command's own pid: the session (or, where sessions cannot be set, group) it leads.
    let root: pid_t
    /// `NAME=VALUE` in the command's environment, inherited by its descendants.
    let mark: String

    /// The environment variable that marks a tree's processes.
    static let markVariable = "ARCHMETRICS_PROCESS_TREE"

    /// The roots of the commands running now: this tool's children that are not adopted.
    private static let liveRoots = LiveRoots()

    /// Runs `spawn` (which starts a command and returns its pid) and notes the pid as a
    /// command's root until `release`, so `members` of any tree tells it from an orphan this
    /// tool adopted. Atomic against `members`, which would otherwise see a root just started
    /// (tests run commands on several threads) as an orphan.
    /// `spawn` gets the mark (`NAME=VALUE`) to put in the command's environment.
    static func spawnRoot(_ spawn: (String) throws -> pid_t) rethrows -> ProcessTree {
        let mark = "\(markVariable)=\(getpid())-\(UUID().uuidString)"
        let root = try liveRoots.inserting {
            let pid = try spawn(mark)
            // Its session, for the watchdog to end should this tool be killed outright.
            TreeWatchdog.watch(session: pid)
            return pid
        }
        return ProcessTree(root: root, mark: mark)
    }

    /// The command has exited and been waited for.
    func release() {
        Self.liveRoots.remove(root)
        TreeWatchdog.forget(session: root)
    }

    /// The tree's processes now, the root included while it exists.
    func members() -> [ProcessTable.Entry] {
        let (table, roots) = Self.liveRoots.reading { ProcessTable.entries() }
        let ownPid = getpid()
        var byParent: [pid_t: [ProcessTable.Entry]] = [:]
        for entry in table { byParent[entry.parent, default: []].append(entry) }
        var found: [pid_t: ProcessTable.Entry] = [:]
        var pending = table.filter {
            $0.pid != ownPid && ($0.pid == root || $0.session == root || $0.group == root)
        }
        // Orphans adopted as subreaper: this tree's when they carry its mark.
        if ProcessTable.adoptsOrphans {
            pending += (byParent[ownPid] ?? []).filter {
                !roots.contains($0.pid) && $0.pid != root
                    && ProcessTable.environment(of: $0.pid, holds: mark)
            }
        }
        while let entry = pending.popLast() {
            guard entry.pid != ownPid, found[entry.pid] == nil else { continue }
            found[entry.pid] = entry
            pending.append(contentsOf: byParent[entry.pid] ?? [])
        }
        return found.values.sorted { $0.pid < $1.pid }
    }

    /// What `end` did: the processes it signalled, and those still alive when it gave up.
    struct Ending {
        var ended: [ProcessTable.Entry] = []
        var survivors: [ProcessTable.Entry] = []

        /// "3 processes (sh 120, swift-test 121, sleep 140)", at most eight named.
        static func describe(_ entries: [ProcessTable.Entry]) -> String {
            let names = entries.prefix(8).map { "\($0.name) \($0.pid)" }
            let more = entries.count > 8 ? ", …" : ""
            return "\(entries.count) process\(entries.count == 1 ? "" : "es") ("
                + names.joined(separator: ", ") + more + ")"
        }

        /// For the log: what was really killed, and what was not.
        var summary: String {
            var text = ended.isEmpty ? "no process left to kill" : "killed " + Self.describe(ended)
            if !survivors.isEmpty { text += "; still alive: " + Self.describe(survivors) }
            return text
        }
    }

    /// SIGTERM to every member, up to `grace` seconds for them to go (members that appear
    /// meanwhile get it too), then SIGKILL to whatever is left, again and again until nothing is
    /// (a process forking as it dies), for at most `settle` seconds. Orphans reparented to this
    /// tool are reaped as they die; the root never is (its waiter thread does that).
    func end(grace: Double, settle: Double = 2) -> Ending {
        Self.end(members: members, sparing: root, grace: grace, settle: settle)
    }

    /// `end`'s sweeps over what `members` finds each time; `spared` (a command's root, reaped by
    /// its waiter thread) is signalled but never reaped here.
    static func end(
        members: () -> [ProcessTable.Entry], sparing spared: pid_t?, grace: Double,
        settle: Double
    ) -> Ending {
        var signalled: [pid_t: ProcessTable.Entry] = [:]
        var ending = Ending()
        /// Signals the living members not yet given `signalNumber`; returns those still alive.
        func sweep(_ signalNumber: Int32, onlyNew: Bool) -> [ProcessTable.Entry] {
            var alive: [ProcessTable.Entry] = []
            for entry in members() {
                if entry.isZombie {
                    if entry.parent == getpid() && entry.pid != spared {
                        ProcessTable.reapIfExited(entry.pid)
                    }
                    continue
                }
                alive.append(entry)
                if onlyNew && signalled[entry.pid] != nil { continue }
                kill(entry.pid, signalNumber)
                if signalled[entry.pid] == nil {
                    signalled[entry.pid] = entry
                    ending.ended.append(entry)
                }
            }
            return alive
        }
        let graceEnd = DispatchTime.now() + .milliseconds(Int(grace * 1000))
        var alive = sweep(SIGTERM, onlyNew: true)
        while !alive.isEmpty && DispatchTime.now() < graceEnd {
            usleep(20_000)
            alive = sweep(SIGTERM, onlyNew: true)
        }
        let settleEnd = DispatchTime.now() + .milliseconds(Int(settle * 1000))
        while !alive.isEmpty {
            alive = sweep(SIGKILL, onlyNew: false)
            guard !alive.isEmpty, DispatchTime.now() < settleEnd else { break }
            usleep(10_000)
        }
        ending.survivors = alive
        return ending
    }
}

/// The pids of the commands running now, shared by every tree (commands may run on several
/// threads).
private final class LiveRoots: @unchecked Sendable {
    private let lock = NSLock()
    private var set: Set<pid_t> = []

    /// Runs `spawn` and inserts its pid, under the lock.
    func inserting(_ spawn: () throws -> pid_t) rethrows -> pid_t {
        try lock.withLock {
            let pid = try spawn()
            set.insert(pid)
            return pid
        }
    }

    func remove(_ pid: pid_t) { _ = lock.withLock { set.remove(pid) } }

    /// `read`'s result and the pids, under the lock: no command starts in between.
    func reading<T>(_ read: () -> T) -> (T, Set<pid_t>) { lock.withLock { (read(), set) } }
}
