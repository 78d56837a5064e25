import SwiftScanning

/// Where a workflow reports warnings, notes and scan problems, in the manner of swift-format's
/// `DiagnosticsEngine`: the workflow says what happened, the consumer decides where it goes
/// (the command line prints each line to stderr as it comes).
package final class DiagnosticsSink {
    private let consumer: (String) -> Void
    private let annotationConsumer: (String) -> Void

    /// `annotations` takes GitHub workflow commands (default: `consumer`): the command line
    /// prints them as they are, while every other line has a `::` line start escaped.
    package init(
        _ consumer: @escaping (String) -> Void, annotations: ((String) -> Void)? = nil
    ) {
        self.consumer = consumer
        annotationConsumer = annotations ?? consumer
    }

    /// A line as it is: a warning, a note, progress.
    package func say(_ line: String) { consumer(line) }

    /// A GitHub Actions workflow command (`::error file=…::message`), its values escaped.
    package func annotate(_ command: String) { annotationConsumer(command) }

    /// A diagnostic as `path:line: severity: message`.
    package func report(_ diagnostic: Diagnostic) { consumer(diagnostic.formatted) }

    /// Each of `diagnostics`, in order.
    package func report(_ diagnostics: [Diagnostic]) { diagnostics.forEach(report) }
}
