import Foundation

/// A flag that asks long-running work to stop. Set from any thread, usually by
/// `InterruptHandler` on Ctrl-C or SIGTERM; passed by the caller (a workflow's context) to
/// `ProcessRunner`, the measurement session and the long loops of every stage before them.
/// A long loop polls it between items, so a signal takes effect within a second however large
/// the input; a stage that cannot throw stops early and returns what it has, and its caller
/// checks the token after it and throws `.interrupted`, so nothing partial is ever written.
///
/// Here, with the errors, rather than with the process code: parsing, classifying, analysing
/// and rendering poll it too, and those stages come before measurement.
package final class CancellationToken: @unchecked Sendable {
    // A lock rather than an atomic: `Synchronization.Atomic` needs macOS 15, the package allows 13.
    private let lock = NSLock()
    private var cancelled = false

    package init() {}

    /// Asks every holder of this token to stop; idempotent.
    package func cancel() { lock.withLock { cancelled = true } }

    /// Whether `cancel()` was called.
    package var isCancelled: Bool { lock.withLock { cancelled } }

    /// Throws `.interrupted` once `cancel()` was called: for loops that can throw.
    package func checkpoint() throws {
        if isCancelled { throw ArchMetricsError.interrupted() }
    }
}
