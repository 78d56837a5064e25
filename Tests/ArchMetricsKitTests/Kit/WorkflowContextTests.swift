import ArchMetricsKit
import ArchMetricsSupport
import Foundation
import SwiftScanning
import TestSupport
import Testing

/// A workflow reads its folder, token and output from the context it is given, not from the
/// process: a caller (a test, another tool) sees what it shows and says, and its token stops it.
@Suite struct WorkflowContextTests {
    /// What a workflow showed (stdout) and said (stderr), kept for the test.
    final class Captured {
        var shown: [String] = []
        var said: [String] = []
        let stream = BufferedOutput()
    }

    static func context(
        _ captured: Captured, cancellation: CancellationToken = CancellationToken()
    ) -> WorkflowContext {
        WorkflowContext(
            folder: Repository.root, environment: [:], cancellation: cancellation,
            diagnostics: DiagnosticsSink { captured.said.append($0) },
            show: { captured.shown.append($0) }, stream: { captured.stream })
    }

    @Test func aCallersTokenStopsAMergeBeforeItWrites() throws {
        let folder = try makeTemporaryFolder("workflow-context")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("merged.json")
        let token = CancellationToken()
        token.cancel()
        let captured = Captured()
        #expect {
            try MergeWorkflow.run(
                MergeWorkflow.Request(
                    paths: [Fixtures.folder("drift/snapshot.json").path], output: output.path),
                in: Self.context(captured, cancellation: token))
        } throws: { ($0 as? ArchMetricsError)?.category == .interrupted }
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(captured.shown == [])
    }

    @Test func aScanIsWrittenToTheContextsStream() throws {
        var request = ScanWorkflow.Request()
        request.paths = [Fixtures.folder("architectures").path]
        request.format = .json
        let captured = Captured()
        let outcome = try ScanWorkflow.run(request, in: Self.context(captured))
        let json = String(decoding: captured.stream.bytes, as: UTF8.self)
        #expect(!outcome.failed)
        #expect(json.hasPrefix("{"))
        #expect(json.contains("\"schemaVersion\""))
        #expect(captured.shown == [])
    }
}
