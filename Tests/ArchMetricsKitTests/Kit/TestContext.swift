import ArchMetricsKit
import ArchMetricsSupport
import Foundation
import TestSupport

/// A context for a stage or workflow a test runs: the repository's root as its folder (where
/// `swift test` runs), no environment, its own token, and what it says and shows kept nowhere
/// unless `said` takes it. `WorkflowContextTests` shows one of a test's own.
func testContext(
    folder: URL = Repository.root, environment: [String: String] = [:],
    cancellation: CancellationToken = CancellationToken(),
    said: @escaping (String) -> Void = { _ in }
) -> WorkflowContext {
    WorkflowContext(
        folder: folder, environment: environment, cancellation: cancellation,
        diagnostics: DiagnosticsSink(said), show: { _ in }, stream: { BufferedOutput() })
}
