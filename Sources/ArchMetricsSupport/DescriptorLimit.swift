#if canImport(Glibc)
    import Glibc
    // glibc declares the resource as an enum the functions take as a plain Int32.
    private let openFilesResource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
#elseif canImport(Darwin)
    import Darwin
    private let openFilesResource = RLIMIT_NOFILE
#endif

/// The number of files the process may have open (`ulimit -n`). A shell or CI runner may set the
/// soft limit low (8, 256); the tool then fails deep inside (libdispatch traps, a pipe or a log
/// cannot be opened, and a report is half written). So the soft limit is raised to what the hard
/// limit allows, first thing, and a hard limit too low to run is refused with a clear message.
package enum DescriptorLimit {
    /// Below this many, a measured run (logs, pipes, git's output files, libdispatch's own) cannot
    /// be relied on.
    package static let minimum: UInt64 = 64
    /// Enough for any run; more is not asked for.
    static let wanted: UInt64 = 4096

    /// Raises the soft limit towards `wanted` (never above the hard limit); throws when even the
    /// hard limit is below `minimum`.
    package static func raise() throws {
        var limits = rlimit()
        guard getrlimit(openFilesResource, &limits) == 0 else { return }
        var soft = UInt64(limits.rlim_cur)
        let hard = UInt64(limits.rlim_max)
        if soft < wanted {
            var raised = limits
            raised.rlim_cur = .init(min(wanted, hard))
            if setrlimit(openFilesResource, &raised) == 0 { soft = UInt64(raised.rlim_cur) }
        }
        guard soft < minimum else { return }
        throw ArchMetricsError.input(
            "only \(soft) open files are allowed (ulimit -n \(soft), hard limit \(hard)); archmetrics needs at least \(minimum)",
            hint: "Raise the limit, e.g. 'ulimit -n 1024', and run again.")
    }
}
