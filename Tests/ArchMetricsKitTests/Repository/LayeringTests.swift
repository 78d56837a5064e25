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

    /// Stage calls a command would make if it took a snapshot, compared, rendered, scanned,
    /// classified, merged or charted itself.
    static let stageSteps = [
        "SourceMetricsCollector.", "MeasurementPlan.", "SnapshotDiff.", "ReportWriter.",
        "DriftFormat", "DriftMarkdownFormatter", "DriftSARIFFormatter", "DriftJUnitFormatter",
        "DriftAnnotationsFormatter", "StagedFolder(", "ScanAnalysis.", "MeasurementSession",
        "ReportFormat", "ReportChart", "RenderedReport", "HistoryFormat", "DocumentFormatter",
        "SourceScanner.", "ArchitectureAnalyzer.", "FileClassifier", "SnapshotMerger.",
        "HistoryOutput", "ArchitectureAnalysisReport", "ComparisonReport", "RoleListing.",
        "HistoryCollector.", "InterruptHandler", "MetricsSnapshot.",
    ]

    /// The stage targets: the command line reaches them through Kit's workflows only.
    /// (`ArchMetricsSupport`, the errors and files every layer shares, is not a stage.)
    static let stageModules = [
        "SwiftScanning", "ArchMetricsModel", "ArchMetricsClassification", "ArchMetricsAnalysis",
        "ArchMetricsMeasurement", "ArchMetricsReporting", "ArchMetricsDrift",
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

    @Test func commandsImportNoStage() throws {
        var found: [String] = []
        for (name, text) in try Self.sources(in: "archmetrics") {
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count
                else { continue }
                // `import ArchMetricsModel`, `import struct ArchMetricsModel.Role`, …
                let module = words[words.count - 1].split(separator: ".").first.map(String.init)
                if let module, Self.stageModules.contains(module) {
                    found.append("\(name): \(line)")
                }
            }
        }
        #expect(found == [], "the command line imports ArchMetricsKit (and Support) only")
    }

    /// A re-export hides which module a file uses, and with it the layering the targets keep.
    @Test func noModuleIsReExported() throws {
        var found: [String] = []
        let folder = Repository.path("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(
                contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("@_exported") {
                found.append("\(path): \(line)")
            }
        }
        #expect(found.sorted() == [], "import each module where it is used instead")
    }

    @Test func driftDoesNotUseTheReportRenderers() throws {
        let importing = try Self.sources(in: "ArchMetricsDrift").filter {
            $0.text.contains("import ArchMetricsReporting")
        }.map(\.name)
        #expect(importing == [], "escaping lives in ArchMetricsSupport (TextEscaping)")
    }
}
