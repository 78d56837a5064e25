import Foundation
import TestSupport
import Testing

/// Where things live, read from the sources: the steps that take a snapshot, compare it and
/// write a report exist once, in Kit's workflows, and the command line only calls them; the
/// drift stage writes its own formats without the report's renderers; every target declares
/// the modules its files import.
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

    /// A target of `Package.swift`: its name, its folder, and the targets it depends on.
    struct DeclaredTarget {
        let name: String
        let folder: String
        let dependencies: Set<String>
    }

    /// The targets `Package.swift` declares, read from its text: each `.target(`,
    /// `.executableTarget(` and `.testTarget(` with its `name:`, `path:` (else `Sources/<name>` or
    /// `Tests/<name>`) and the names in its `dependencies: [...]`.
    static func declaredTargets() throws -> [DeclaredTarget] {
        let manifest = try String(contentsOf: Repository.path("Package.swift"), encoding: .utf8)
        let kinds = [".target(", ".executableTarget(", ".testTarget(", ".plugin("]
        var targets: [DeclaredTarget] = []
        var rest = Substring(manifest)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: {
            $0.lowerBound < $1.lowerBound
        }) {
            let kind = rest[start]
            rest = rest[start.upperBound...]
            let end = kinds.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
            let chunk = rest[..<end]
            guard kind != ".plugin(", let name = quoted(after: "name:", in: chunk) else { continue }
            let folder =
                quoted(after: "path:", in: chunk)
                ?? (kind == ".testTarget(" ? "Tests/\(name)" : "Sources/\(name)")
            var dependencies: Set<String> = []
            if let list = chunk.range(of: "dependencies: ["),
                let close = chunk[list.upperBound...].firstIndex(of: "]")
            {
                dependencies = Set(
                    chunk[list.upperBound..<close]
                        .split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { String($0.element) })
            }
            targets.append(DeclaredTarget(name: name, folder: folder, dependencies: dependencies))
        }
        return targets
    }

    private static func quoted(after label: String, in text: Substring) -> String? {
        guard let label = text.range(of: label + " \"") else { return nil }
        return text[label.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
    }

    /// Every module of this package a file imports is a dependency its target declares: a
    /// module reached only through another target's dependencies builds today, by accident of
    /// the search path, and hides an edge of the layering from `Package.swift`.
    @Test func everyImportedTargetIsDeclaredInPackageSwift() throws {
        let targets = try Self.declaredTargets()
        let names = Set(targets.map(\.name))
        #expect(names.isSuperset(of: ["ArchMetricsSupport", "ArchMetricsKit", "TestSupport"]))
        var found: [String] = []
        for target in targets {
            let folder = Repository.path(target.folder)
            let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(
                    contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                // Column 0 only: an `import` inside a test's string literal is indented.
                for line in text.split(separator: "\n")
                where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let module = line.split(separator: " ").last.map {
                        String($0.split(separator: ".")[0])
                    }
                    if let module, names.contains(module), module != target.name,
                        !target.dependencies.contains(module)
                    {
                        found.append("\(target.folder)/\(path): \(line)")
                    }
                }
            }
        }
        #expect(found.sorted() == [], "add the module to the target's dependencies")
    }

    /// SE-0444: a file sees only the members of the modules it imports itself, so its imports
    /// say what it uses. Set once, for every target, at the end of `Package.swift`.
    @Test func memberImportVisibilityIsOnForEveryTarget() throws {
        let manifest = try String(contentsOf: Repository.path("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("for target in package.targets where target.type != .plugin {"))
        #expect(manifest.contains(".enableUpcomingFeature(\"MemberImportVisibility\")"))
    }

    @Test func driftDoesNotUseTheReportRenderers() throws {
        let importing = try Self.sources(in: "ArchMetricsDrift").filter {
            $0.text.contains("import ArchMetricsReporting")
        }.map(\.name)
        #expect(importing == [], "escaping lives in ArchMetricsSupport (TextEscaping)")
    }
}
