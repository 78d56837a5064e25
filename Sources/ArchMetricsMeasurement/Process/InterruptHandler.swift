import ArchMetricsSupport
import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns Ctrl-C (SIGINT), SIGTERM, a hang-up (SIGHUP: the terminal closed, the SSH session
/// dropped) and SIGQUIT (Ctrl-\\) into a cancellation, so the session can end its children's
/// process trees and throw `.interrupted` before anything is written, instead of dying mid-run
/// with children still building and a half-written report.
///
/// Why a self-pipe and not `DispatchSource.makeSignalSource` with `SIG_IGN`: on Linux, libdispatch
/// reads signals through a signalfd and blocks them only on its own thread, so a process-directed
/// SIGINT that the kernel hands to any other thread (the main thread, waiting on a build) meets
/// `SIG_IGN` and is dropped — Ctrl-C would do nothing. A real handler runs on whichever thread
/// gets the signal; it only writes a byte (async-signal-safe), and a thread blocked reading the
/// other end of the pipe cancels the tokens.
package enum InterruptHandler {
    /// Each stops the run the same way: no report, children ended, exit status 130.
    package static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Routes SIGINT, SIGTERM, SIGHUP and SIGQUIT to `token.cancel()` until the returned installation is
    /// uninstalled (the command line never does: it runs until its work is done); may be called
    /// again with other tokens.
    @discardableResult
    package static func install(_ token: CancellationToken) -> Installation {
        InterruptPipe.shared.add(token)
        var previous: [(Int32, sighandler_t?)] = []
        for signalNumber in handledSignals {
            previous.append((signalNumber, signal(signalNumber, interruptSignalHandler)))
        }
        // A parent may have started us with these signals blocked (test runners and some CI
        // agents spawn children with their own blocked mask): then Ctrl-C would stay pending
        // forever. Unblock them on this thread, which the caller's work runs on.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in handledSignals { sigaddset(&signals, signalNumber) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return Installation(token: token, previousHandlers: previous)
    }

    /// One `install`: what it replaced, so that a caller that only needs the handler for a
    /// while (a test) can put things back.
    package struct Installation {
        let token: CancellationToken
        let previousHandlers: [(Int32, sighandler_t?)]

        /// Stops routing signals to the token and restores the handlers `install` replaced.
        package func uninstall() {
            InterruptPipe.shared.remove(token)
            for (signalNumber, handler) in previousHandlers { signal(signalNumber, handler) }
        }
    }
}

/// The pipe's write end, read by the signal handler: set once before any handler is installed.
nonisolated(unsafe) private var interruptPipeWriteEnd: Int32 = -1

private func interruptSignalHandler(_ signalNumber: Int32) {
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(interruptPipeWriteEnd, &byte, 1)
}

private final class InterruptPipe: @unchecked Sendable {
    static let shared = InterruptPipe()
    private let lock = NSLock()
    private var tokens: [CancellationToken] = []

    private init() {
        // Children must not inherit the pipe (close-on-exec from the start: a daemon a build
        // starts would hold it for good), and a full pipe must never block the handler.
        guard let (readEnd, writeEnd) = ProcessTable.closeOnExecPipe() else { return }
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        interruptPipeWriteEnd = writeEnd
        // A plain thread, not a Dispatch source: it must run even when every Dispatch worker is busy.
        Thread { [weak self] in
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count > 0 {
                    self?.cancelAll()
                } else if count == 0 || errno != EINTR {
                    return
                }
            }
        }.start()
    }

    func add(_ token: CancellationToken) { lock.withLock { tokens.append(token) } }

    func remove(_ token: CancellationToken) { lock.withLock { tokens.removeAll { $0 === token } } }

    private func cancelAll() {
        for token in lock.withLock({ tokens }) { token.cancel() }
    }
}
