import ArchMetricsSupport
import Foundation

/// What a workflow runs in: given once by the command line (or a test), read by every workflow
/// instead of the process's globals, so a caller's token stops a run and a test sees its output.
package struct WorkflowContext {
    /// The folder relative paths are read from (the current directory for the command line).
    package var folder: URL
    /// The environment (`ARCHMETRICS_SWIFT`, GitHub Actions, the plugin's variables).
    package var environment: [String: String]
    /// Stops the run (Ctrl-C): passed to every stage that loops, waits or writes.
    package var cancellation: CancellationToken
    /// Where warnings, notes and progress go (stderr for the command line).
    package var diagnostics: DiagnosticsSink
    /// Where results go as text (stdout for the command line).
    package var show: (String) -> Void
    /// Where a large result is written as it is made (buffered stdout for the command line).
    package var stream: () -> BufferedOutput

    package init(
        folder: URL, environment: [String: String], cancellation: CancellationToken,
        diagnostics: DiagnosticsSink, show: @escaping (String) -> Void,
        stream: @escaping () -> BufferedOutput
    ) {
        self.folder = folder
        self.environment = environment
        self.cancellation = cancellation
        self.diagnostics = diagnostics
        self.show = show
        self.stream = stream
    }

    /// `path` as the command line gave it, read from `folder` when relative (as the process
    /// reads a relative path from its current folder, so the same URL when they are one).
    /// `folder` is taken as a folder even when its URL does not end in `/`: relative to such a
    /// URL, a path would be its sibling.
    package func url(_ path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
    }
}
