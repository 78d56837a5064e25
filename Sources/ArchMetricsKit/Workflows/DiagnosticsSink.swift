import Foundation
import SwiftScanning

/// Where a workflow reports warnings, notes and scan problems, in the manner of swift-format's
/// `DiagnosticsEngine`: the workflow says what happened and how bad it is, the consumer decides
/// where the text goes (the command line prints each line to stderr as it comes). Whether the
/// run failed is a property of what was reported (`failed`), never worked out from the text.
package final class DiagnosticsSink: @unchecked Sendable {
    /// How bad a line is: an error fails the run (exit 1); a warning or a note does not.
    package enum Severity: Sendable {
        case note, warning, error
    }

    private let consumer: (String) -> Void
    private let annotationConsumer: (String) -> Void
    private let lock = NSLock()
    private var errorCount = 0

    /// `annotations` takes GitHub workflow commands (default: `consumer`): the command line
    /// prints them as they are, while every other line has a `::` line start escaped.
    package init(
        _ consumer: @escaping (String) -> Void, annotations: ((String) -> Void)? = nil
    ) {
        self.consumer = consumer
        annotationConsumer = annotations ?? consumer
    }

    /// True once a line of severity `error` was reported: the run failed.
    package var failed: Bool { lock.withLock { errorCount > 0 } }

    /// `line` as it is, with its severity: an error makes `failed` true.
    package func emit(_ severity: Severity, _ line: String) {
        if severity == .error { lock.withLock { errorCount += 1 } }
        consumer(line)
    }

    /// A note as it is: progress, how the configuration was read, a file written.
    package func say(_ line: String) { emit(.note, line) }

    /// A line that makes the run a failure (a variant that did not build).
    package func fail(_ line: String) { emit(.error, line) }

    /// A GitHub Actions workflow command (`::error file=…::message`), its values escaped.
    package func annotate(_ command: String) { annotationConsumer(command) }

    /// A diagnostic as `path:line: severity: message`, with its severity.
    package func report(_ diagnostic: Diagnostic) {
        emit(diagnostic.severity == .error ? .error : .warning, diagnostic.formatted)
    }

    /// Each of `diagnostics`, in order.
    package func report(_ diagnostics: [Diagnostic]) { diagnostics.forEach(report) }
}
