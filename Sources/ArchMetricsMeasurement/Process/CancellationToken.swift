import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// A flag that asks long-running work (the measurement harness, a running child process) to stop.
/// Set from any thread, usually by `InterruptHandler` on Ctrl-C; polled by `ProcessRunner`.
public final class CancellationToken: @unchecked Sendable {
    // A lock rather than an atomic: `Synchronization.Atomic` needs macOS 15, the package allows 13.
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    /// Asks every holder of this token to stop; idempotent.
    public func cancel() { lock.withLock { cancelled = true } }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { lock.withLock { cancelled } }
}
