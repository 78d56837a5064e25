import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a cancellation, so the harness can kill its children's
/// process groups and throw `.interrupted` before anything is written, instead of dying mid-run
/// with children still building and a half-written report.
public enum InterruptHandler {
    /// Routes SIGINT and SIGTERM to `token.cancel()` for the rest of the process's life.
    public static func install(_ token: CancellationToken) {
        for signalNumber in [SIGINT, SIGTERM] {
            // The default action must be off, or the signal kills us before the source sees it.
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { token.cancel() }
            source.resume()
            InstalledSources.shared.keep(source)
        }
    }

    /// Signal sources stop delivering when released; they live as long as the process.
    private final class InstalledSources: @unchecked Sendable {
        static let shared = InstalledSources()
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []
        func keep(_ source: any DispatchSourceSignal) { lock.withLock { sources.append(source) } }
    }
}
