import ArchMetricsKit

/// Ctrl-C (SIGINT), SIGTERM, SIGHUP and SIGQUIT for the whole command line: one token, its handler installed the
/// first time a command asks for it. Until then the signals keep their default (the tool dies
/// at once, having written nothing); from then on they cancel the token, children die with the
/// run, and a write that has not reached its rename is abandoned.
enum Interruption {
    /// Set once, by the first use of `token`, on the main thread.
    nonisolated(unsafe) private static var installed = false

    static let token: CancellationToken = {
        // The process-wide token, which the stages' long loops poll too.
        let token = CancellationToken.process
        InterruptHandler.install(token)
        installed = true
        return token
    }()

    /// A signal stopped the run (false when the handler was never installed): whatever error
    /// the stop caused on its way out (a child killed mid-answer, a half-read pipe), the run
    /// was interrupted, and says so with exit status 130.
    static var happened: Bool { installed && token.isCancelled }

    /// Writes `files` all together (`AtomicFile.write`), unless Ctrl-C came first: then exit 130
    /// saying `whatStays` ("the baseline was left as it was").
    static func write(_ files: [AtomicFile.Output], orSay whatStays: String) throws {
        try AtomicFile.write(files, unless: token, orSay: whatStays)
    }
}
