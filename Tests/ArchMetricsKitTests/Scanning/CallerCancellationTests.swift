import ArchMetricsKit
import ArchMetricsSupport
import SwiftScanning
import TestSupport
import Testing

/// Issue 42: a stage stops on the token its caller gives, not on the process's global one, so
/// a caller's own token can stop a scan and a snapshot.
@Suite struct CallerCancellationTests {
    static let core = Repository.path("FootballGather/MVC")

    @Test func aCancelledTokenOfTheCallerSkipsEveryFile() {
        let token = CancellationToken()
        token.cancel()
        let scan = SourceScanner.scan(
            paths: [Self.core], options: ScanOptions(workerCount: 2, cancellation: token))
        #expect(scan.files.isEmpty)
        #expect(scan.diagnostics.allSatisfy { $0.message == "interrupted" })
        // The process's token is untouched: another scan reads every file.
        #expect(!SourceScanner.scan(paths: [Self.core]).files.isEmpty)
    }

    @Test func aCancelledTokenOfTheCallerStopsASnapshot() throws {
        let token = CancellationToken()
        token.cancel()
        let configuration = ToolConfiguration(
            variants: [.init(name: "MVC", folder: Self.core)], focusVariant: "MVC",
            referenceVariant: "MVC")
        #expect(throws: ArchMetricsError.self) {
            try SourceMetricsCollector.collect(configuration, in: testContext(cancellation: token))
        }
    }
}
