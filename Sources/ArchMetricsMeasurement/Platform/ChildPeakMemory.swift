import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The peak resident size of a command's tree, as the command used it rather than as the tool
/// that started it.
///
/// Why `wait4`'s `ru_maxrss` alone is not it on Linux: `posix_spawn` starts the child sharing the
/// tool's memory until `exec`, and `exec` carries the old memory's high-water mark into the new
/// process's `maxrss`. So the root of every tree reports at least the tool's own size at spawn
/// (a 1.6 MB child recorded as 25.8 MiB). Descendants are started by processes of the tree, so
/// their inherited marks are the tree's own and the sum is right but for that floor.
///
/// What is recorded instead, Linux:
/// - `ru_maxrss` when it is above the tool's own peak measured just after the spawn: nothing of
///   the tool can have put it there, so some process of the tree really reached it;
/// - otherwise the root's own high-water mark (`VmHWM` of `/proc/<pid>/status`, which starts
///   afresh at `exec`), read right after the spawn and every time the runner looks (after 5, 10,
///   20, 40 ms, then every 50 ms) until it exits. That is a lower bound: a descendant's peak is
///   not seen, nor the root's growth after the last read (a command of a few milliseconds is
///   recorded at what it had at the spawn, some KiB, or 0).
/// macOS starts a spawned child with a memory of its own, so `ru_maxrss` is recorded as it is.
struct ChildPeakMemory {
    let root: pid_t
    /// The tool's own peak just after the spawn: the most the root can have inherited.
    private let toolPeakBytes: UInt64
    /// The root's own high-water mark, the largest read so far.
    private var sampledBytes: UInt64 = 0

    /// Call right after spawning `root`.
    init(root: pid_t) {
        self.root = root
        toolPeakBytes = Self.ownPeakBytes()
        sample()
    }

    /// Reads the root's high-water mark again (Linux; nothing elsewhere).
    mutating func sample() {
        #if os(Linux)
            guard let text = try? String(contentsOfFile: "/proc/\(root)/status", encoding: .utf8),
                let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kibibytes = UInt64(
                    line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
                        .map(String.init) ?? "")
            else { return }
            sampledBytes = max(sampledBytes, kibibytes * 1024)
        #endif
    }

    /// The tree's peak, given what `wait4` reported for it.
    func peakBytes(reported: UInt64) -> UInt64 {
        #if os(Linux)
            return reported > toolPeakBytes ? reported : sampledBytes
        #else
            return reported
        #endif
    }

    private static func ownPeakBytes() -> UInt64 {
        var usage = rusage()
        #if os(Linux)
            guard getrusage(Int32(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
            return UInt64(max(0, usage.ru_maxrss)) * 1024
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return UInt64(max(0, usage.ru_maxrss))
        #endif
    }
}
