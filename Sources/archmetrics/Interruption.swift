import ArchMetricsKit
import ArchMetricsSupport

/// Ctrl-C (SIGINT), SIGTERM, SIGHUP and SIGQUIT for the whole command line: one token, its
/// handler installed before a command that asks for it (`Command.cancelsOnInterrupt`) runs.
/// Until then the signals keep their default (the tool dies at once, having written nothing);
/// from then on they cancel the token, children die with the run, and a write that has not
/// reached its rename is abandoned.
enum Interruption {
    /// Set once, by `install()`, on the main thread.
    nonisolated(unsafe) private static var installed = false

    /// The token every workflow gets in its context: the command line's own.
    static let token = CancellationToken()

    /// Lets the signals cancel `token` from now on; idempotent.
    static func install() {
        guard !installed else { return }
        SignalCancellation.install(token)
        installed = true
    }

    /// A signal stopped the run (false when the handler was never installed): whatever error
    /// the stop caused on its way out (a child killed mid-answer, a half-read pipe), the run
    /// was interrupted, and says so with exit status 130.
    static var happened: Bool { installed && token.isCancelled }
}
