import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines for stdout and stderr, written with `write(2)` so that a full disk or a closed pipe is
/// a failure the tool remembers, not a trap: `FileHandle.write` stops the process (SIGILL, exit
/// 132) when the write fails (`check > /dev/full`). Every line the tool prints goes through
/// here, so the command line can end such a run with exit 2 (`failure`).
package enum StandardStreams {
    /// The first failed write of this run, for the command line's exit status; nil while every
    /// write went out whole.
    package static var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// `text` (a newline added when it has none) on stdout, made safe for a terminal and a CI
    /// log (`TextEscaping.terminalLines`).
    package static func output(_ text: String) {
        write(TextEscaping.terminalLines(text), to: STDOUT_FILENO, named: "stdout")
    }

    /// `text` (a newline added when it has none) on stderr, made safe as on stdout.
    package static func error(_ text: String) {
        write(TextEscaping.terminalLines(text), to: STDERR_FILENO, named: "stderr")
    }

    /// A GitHub Actions workflow command on stderr as it is: its values are escaped where it is
    /// made (`TextEscaping.annotationData`), and its `::` start is the point.
    package static func annotation(_ text: String) {
        write(text, to: STDERR_FILENO, named: "stderr")
    }

    /// Records a failed write of something else on stdout (a document streamed through
    /// `BufferedOutput`), so that the exit status says it too.
    package static func recordFailure(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if firstFailure == nil { firstFailure = message }
    }

    // Lines come from several threads (measurement progress, diagnostics); one lock keeps each
    // line whole and the first failure the one kept.
    nonisolated(unsafe) private static var firstFailure: String?
    private static let lock = NSLock()

    private static func write(_ text: String, to descriptor: Int32, named name: String) {
        var line = text.hasSuffix("\n") ? text : text + "\n"
        lock.lock()
        defer { lock.unlock() }
        let code = line.withUTF8 { DescriptorWrite.all(UnsafeRawBufferPointer($0), to: descriptor) }
        if let code, firstFailure == nil {
            firstFailure = "cannot write to \(name): \(DescriptorWrite.describe(code))"
        }
    }
}
