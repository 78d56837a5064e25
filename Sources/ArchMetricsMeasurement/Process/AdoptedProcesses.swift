#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Processes reparented to this tool, the subreaper, that no command's tree claims: a daemon a
/// build started with `setsid env -i` has left the command's session and dropped the tree's
/// mark, so `ProcessTree` cannot tell whose it is; once its parent exits it is the tool's child.
/// The tool ends them all as it exits, however it exits, so no process outlives it.
package enum AdoptedProcesses {
    /// SIGTERM to every process reparented to the tool and whatever they started (the watchdog
    /// spared: it ends on its own when the tool is gone), up to `grace` seconds for them to go,
    /// then SIGKILL; all reaped (`ProcessTree.end`). Returns at once when the tool adopts no
    /// orphans: never made a subreaper (no command ran), or macOS, where they go to launchd
    /// and nothing of the tool's can find them.
    @discardableResult
    package static func end(grace: Double = 1) -> [String] {
        guard ProcessTable.isAdoptingOrphans else { return [] }
        let ending = ProcessTree.end(members: members, sparing: nil, grace: grace, settle: 2)
        return ending.ended.map { "\($0.name) \($0.pid)" }
    }

    /// The tool's children but the watchdog, and their descendants, now.
    private static func members() -> [ProcessTable.Entry] {
        let ownPid = getpid()
        let watchdog = TreeWatchdog.pid
        var byParent: [pid_t: [ProcessTable.Entry]] = [:]
        for entry in ProcessTable.entries() { byParent[entry.parent, default: []].append(entry) }
        var found: [pid_t: ProcessTable.Entry] = [:]
        var pending = (byParent[ownPid] ?? []).filter { $0.pid != watchdog }
        while let entry = pending.popLast() {
            guard entry.pid != ownPid, found[entry.pid] == nil else { continue }
            found[entry.pid] = entry
            pending.append(contentsOf: byParent[entry.pid] ?? [])
        }
        return found.values.sorted { $0.pid < $1.pid }
    }
}
