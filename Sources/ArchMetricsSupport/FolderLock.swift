import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on an output folder between processes (`flock` on the folder itself, so no
/// lock file is left among the outputs): two reports written into one `--output` at once take
/// turns, so the folder holds one run's files, never a mix. Released by `unlock()`, or by the
/// system when the process ends.
package final class FolderLock: @unchecked Sendable {
    private var descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Locks `folder` (created if needed). While another process holds it, waits, telling
    /// `waiting` once, and gives up with nil as soon as `cancellation` is cancelled (Ctrl-C).
    package static func acquire(
        _ folder: URL, waiting: () -> Void = {}, cancellation: CancellationToken
    ) throws -> FolderLock? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ArchMetricsError.input(
                "cannot create folder \(folder.path): \(error.localizedDescription)")
        }
        let descriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ArchMetricsError.input(
                "cannot open folder \(folder.path): \(String(cString: strerror(errno)))")
        }
        var told = false
        // Polled rather than blocking: a blocked flock would not return on Ctrl-C.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw ArchMetricsError.input("cannot lock folder \(folder.path): \(reason)")
            }
            guard !cancellation.isCancelled else {
                close(descriptor)
                return nil
            }
            if !told {
                told = true
                waiting()
            }
            usleep(20_000)
        }
        return FolderLock(descriptor: descriptor)
    }

    /// Releases the lock; idempotent.
    package func unlock() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { unlock() }
}
