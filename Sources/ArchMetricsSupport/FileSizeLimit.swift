#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The largest file the process may write (`ulimit -f`). Past it the system sends SIGXFSZ, whose
/// default kills the tool mid-write and leaves a temporary file behind; ignored, the write fails
/// with EFBIG ("File too large"), which the writers already handle as they handle a full disk:
/// the temporary file removed, the old output left, a clear error.
package enum FileSizeLimit {
    /// Turns the signal into a failed write; first thing, before anything is written.
    package static func failWritesInsteadOfSignalling() {
        signal(SIGXFSZ, SIG_IGN)
    }
}
