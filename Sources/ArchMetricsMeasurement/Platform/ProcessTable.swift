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
            let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER, <linux/prctl.h>
            return linuxPrctl?(setChildSubreaper, 1, 0, 0, 0) == 0
        #else
            return false
        #endif
    }()

    /// Whether this process is already the subreaper (`adoptsOrphans` ran and succeeded),
    /// asked of the kernel without making it one: false on other systems.
    static var isAdoptingOrphans: Bool {
        #if os(Linux)
            let getChildSubreaper: Int32 = 37  // PR_GET_CHILD_SUBREAPER, <linux/prctl.h>
            var flag: Int32 = 0
            let result = withUnsafeMutablePointer(to: &flag) {
                linuxPrctl?(getChildSubreaper, UInt(bitPattern: $0), 0, 0, 0)
            }
            return result == 0 && flag != 0
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// prctl is variadic in C, which Swift does not import: called through its address
        /// with the fixed arguments the kernel reads (option, then four unsigned longs).
        private static let linuxPrctl = lookUp(
            "prctl", as: (@convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32).self)
    #endif

    /// A pipe whose two ends are close-on-exec from the start, so a command spawned meanwhile
    /// on another thread never inherits them (`pipe2(O_CLOEXEC)` on Linux; elsewhere, or on a
    /// libc without it, `pipe` then `FD_CLOEXEC`). nil with `errno` on failure.
    static func closeOnExecPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
            if let pipe2 = linuxPipe2 {
                guard pipe2(&ends, O_CLOEXEC) == 0 else { return nil }
                return (ends[0], ends[1])
            }
        #endif
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    #if os(Linux)
        /// Swift's Glibc does not import these GNU additions: looked up by name, nil if absent.
        private static func lookUp<Function>(_ name: String, as type: Function.Type) -> Function? {
            guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, name) else {
                return nil
            }
            return unsafeBitCast(symbol, to: type)
        }

        private static let linuxPipe2 = lookUp(
            "pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)

        private static let linuxAddCloseFrom = lookUp(
            "posix_spawn_file_actions_addclosefrom_np",
            as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
                .self)

        /// Adds to `actions` the closing of every descriptor from 3 up in the child (glibc
        /// 2.34+): a command gets stdin, stdout and stderr, not what the tool holds or itself
        /// inherited without close-on-exec (a test runner's socket), which a daemon the command
        /// starts would keep open for good. False where glibc lacks it.
        @discardableResult
        static func closeOtherDescriptors(in actions: inout posix_spawn_file_actions_t) -> Bool {
            linuxAddCloseFrom?(&actions, 3) == 0
        }
    #endif

    /// macOS's `posix_spawn` flag for the same (POSIX_SPAWN_CLOEXEC_DEFAULT: every descriptor
    /// the file actions do not name is closed in the child); 0 elsewhere.
    static var spawnClosesOtherDescriptorsFlag: Int32 {
        #if canImport(Darwin)
            return 0x4000  // POSIX_SPAWN_CLOEXEC_DEFAULT, <spawn.h>
        #else
            return 0
        #endif
    }

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
