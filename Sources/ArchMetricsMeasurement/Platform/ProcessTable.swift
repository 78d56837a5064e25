import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The operating system's process table, and the one setting that makes this process the parent
/// of its orphaned descendants: every platform call the process-tree code needs, in one place.
///
/// Linux reads `/proc/<pid>/stat` and becomes a child subreaper (`PR_SET_CHILD_SUBREAPER`), so a
/// descendant whose parent dies is reparented to this tool (not to pid 1) and can be waited for.
/// macOS reads the table through `sysctl(KERN_PROC_ALL)` and `getsid`; it has no subreaper, so
/// an orphan goes to launchd: it is still found (by its session) and killed, but reaped by launchd.
enum ProcessTable {
    /// One row of the table.
    struct Entry: Equatable {
        var pid: pid_t
        var parent: pid_t
        var group: pid_t
        var session: pid_t
        /// Exited, waiting for its parent to reap it: it holds no resources but its table slot.
        var isZombie: Bool
        /// The executable's short name (`comm`), for messages.
        var name: String
    }

    /// Every process this user can see; empty when the table cannot be read.
    static func entries() -> [Entry] {
        #if os(Linux)
            guard let folder = opendir("/proc") else { return [] }
            defer { closedir(folder) }
            var result: [Entry] = []
            while let item = readdir(folder) {
                let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let pid = pid_t(name), let entry = linuxEntry(pid) else { continue }
                result.append(entry)
            }
            return result
        #elseif canImport(Darwin)
            var query: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
            var size = 0
            guard sysctl(&query, 3, nil, &size, nil, 0) == 0, size > 0 else { return [] }
            // The table may grow between the two calls: room for a few more.
            size += 16 * MemoryLayout<kinfo_proc>.stride
            var rows = [kinfo_proc](
                repeating: kinfo_proc(), count: size / MemoryLayout<kinfo_proc>.stride)
            guard sysctl(&query, 3, &rows, &size, nil, 0) == 0 else { return [] }
            return rows.prefix(size / MemoryLayout<kinfo_proc>.stride).map { row in
                let pid = row.kp_proc.p_pid
                let name = withUnsafeBytes(of: row.kp_proc.p_comm) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                return Entry(
                    pid: pid, parent: row.kp_eproc.e_ppid, group: row.kp_eproc.e_pgid,
                    session: getsid(pid), isZombie: row.kp_proc.p_stat == SZOMB, name: name)
            }
        #else
            return []
        #endif
    }

    #if os(Linux)
        /// `/proc/<pid>/stat`: "pid (comm) state ppid pgrp session …"; comm may hold spaces and
        /// parentheses, so the fields are read after its last `)`.
        private static func linuxEntry(_ pid: pid_t) -> Entry? {
            let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return nil }
            let bytes = buffer[..<count]
            guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
                let close = bytes.lastIndex(of: UInt8(ascii: ")"))
            else { return nil }
            let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
            guard fields.count >= 4, let state = fields[0].first,
                let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
                let group = pid_t(String(decoding: fields[2], as: UTF8.self)),
                let session = pid_t(String(decoding: fields[3], as: UTF8.self))
            else { return nil }
            return Entry(
                pid: pid, parent: parent, group: group, session: session,
                isZombie: state == UInt8(ascii: "Z") || state == UInt8(ascii: "X"),
                name: String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
        }
    #endif

    /// Makes this process the new parent of any descendant orphaned by its own parent's death,
    /// so strays can be waited for (their exit confirmed, their zombies reaped). Linux only
    /// (`prctl(PR_SET_CHILD_SUBREAPER)`); false elsewhere or when refused. Called once.
    static let adoptsOrphans: Bool = {
        #if os(Linux)
            // prctl is variadic in C, which Swift does not import: call it through its address
            // with the fixed arguments the kernel reads (option, then four unsigned longs).
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "prctl") else {
                return false
            }
            let prctl = unsafeBitCast(symbol, to: Prctl.self)
            let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, <linux/prctl.h>
            return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
        #else
            return false
        #endif
    }()

    /// The `posix_spawn` flag that starts the child in a session of its own (its pid is then
    /// the session's id, kept by every descendant that does not call `setsid` itself, even after
    /// being orphaned): glibc 2.26+ and macOS. nil where unknown.
    static var spawnNewSessionFlag: Int32? {
        #if os(Linux)
            return 0x80  // POSIX_SPAWN_SETSID, glibc's <spawn.h>
        #elseif canImport(Darwin)
            return 0x0400  // POSIX_SPAWN_SETSID, <spawn.h>
        #else
            return nil
        #endif
    }

    /// Whether `entry` (`NAME=VALUE`) is in the environment `pid` was started with: Linux's
    /// `/proc/<pid>/environ`; false where it cannot be read (other systems, another user's).
    static func environment(of pid: pid_t, holds entry: String) -> Bool {
        #if os(Linux)
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else {
                return false
            }
            return data.split(separator: 0).contains { $0.elementsEqual(entry.utf8) }
        #else
            return false
        #endif
    }

    /// Collects the exit status of `pid` if it is this process's exited child; never blocks.
    static func reapIfExited(_ pid: pid_t) {
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
    }
}
