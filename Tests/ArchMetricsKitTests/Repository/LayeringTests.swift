import Foundation
import TestSupport
import Testing

/// Where things live, read from the sources: the steps that take a snapshot, compare it and
/// write a report exist once, in Kit's workflows, and the command line only calls them; the
/// drift stage writes its own formats without the report's renderers.
@Suite struct LayeringTests {
    static func sources(in target: String) throws -> [(name: String, text: String)] {
        let folder = Repository.path("Sources/\(target)")
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        return try walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            .map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            }
    }

    /// Stage calls a command would make if it took a snapshot, compared or rendered itself.
    static let stageSteps = [
        "SourceMetricsCollector.", "MeasurementPlan.", "SnapshotDiff.", "ReportWriter.",
        "DriftMarkdownRenderer", "SARIFReport.", "JUnitReport.", "StagedFolder(",
    ]

    @Test func commandsCallKitWorkflowsInsteadOfTheStages() throws {
        var found: [String] = []
        for (name, text) in try Self.sources(in: "archmetrics") {
            for step in Self.stageSteps where text.contains(step) {
                found.append("\(name): \(step)")
            }
        }
        #expect(found == [], "take the step into a workflow in Sources/ArchMetricsKit/Workflows/")
    }

    @Test func driftDoesNotUseTheReportRenderers() throws {
        let importing = try Self.sources(in: "ArchMetricsDrift").filter {
            $0.text.contains("import ArchMetricsReporting")
        }.map(\.name)
        #expect(importing == [], "escaping lives in ArchMetricsSupport (TextEscaping)")
    }
}
