import SwiftScanning

/// Where a workflow reports warnings, notes and scan problems, in the manner of swift-format's
/// `DiagnosticsEngine`: the workflow says what happened, the consumer decides where it goes
/// (the command line prints each line to stderr as it comes).
package final class DiagnosticsSink {
    private let consumer: (String) -> Void

    package init(_ consumer: @escaping (String) -> Void) { self.consumer = consumer }

    /// A line as it is: a warning, a note, progress.
    package func say(_ line: String) { consumer(line) }

    /// A diagnostic as `path:line: severity: message`.
    package func report(_ diagnostic: Diagnostic) { consumer(diagnostic.formatted) }

    /// Each of `diagnostics`, in order.
    package func report(_ diagnostics: [Diagnostic]) { diagnostics.forEach(report) }
}
