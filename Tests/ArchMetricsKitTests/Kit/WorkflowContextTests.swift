import ArchMetricsDrift
import ArchMetricsKit
import ArchMetricsModel
import ArchMetricsReporting
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

    /// A relative path is read from the context's folder, not from the process's: a caller
    /// running in another folder (a test, a tool embedding the library) scans what it names.
    @Test func aRelativeScanPathIsReadFromTheContextsFolder() throws {
        var request = ScanWorkflow.Request()
        request.paths = ["MVC"]
        request.format = .json
        let captured = Captured()
        var context = Self.context(captured)
        context.folder = Fixtures.folder("architectures")
        let outcome = try ScanWorkflow.run(request, in: context)
        let json = String(decoding: captured.stream.bytes, as: UTF8.self)
        #expect(!outcome.failed)
        #expect(json.contains("ViewController"), "\(json.prefix(300))")
    }

    /// `ARCHMETRICS_BUNDLED_CORE` is read from the context's environment, not the process's.
    @Test func theBundledCoreIsNamedByTheContextsEnvironment() throws {
        var request = ScanWorkflow.Request()
        request.format = .json
        let captured = Captured()
        var context = Self.context(captured)
        context.environment = ["ARCHMETRICS_BUNDLED_CORE": "/no/such/bundled-core"]
        #expect {
            try ScanWorkflow.run(request, in: context)
        } throws: {
            ($0 as? ArchMetricsError)?.message.contains(
                "ARCHMETRICS_BUNDLED_CORE=/no/such/bundled-core") == true
        }
    }

    /// `archmetrics.json` is looked for in the context's folder, the notes loading it makes go
    /// to the context's diagnostics (not straight to stderr), and a variant's path is shown
    /// relative to the context's folder.
    @Test func theConfigurationIsReadFromTheContextsFolderAndItsNotesSaidThere() throws {
        let folder = try makeTemporaryFolder("workflow-context-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.copyItem(at: Fixtures.folder("architectures"), to: tree)
        try #"{"root": "tree", "variants": []}"#.write(
            to: folder.appendingPathComponent("archmetrics.json"), atomically: true,
            encoding: .utf8)
        var request = RolesWorkflow.Request()
        request.format = .json
        let captured = Captured()
        var context = Self.context(captured)
        context.folder = folder
        _ = try RolesWorkflow.run(request, in: context)
        let notes = captured.said.filter { $0.hasPrefix("archmetrics: note: ") }
        #expect(
            notes.contains { $0.contains("\"variants\" lists none") }, "\(captured.said)")
        let listing = captured.shown.joined()
        #expect(listing.contains("\"tree/MVC\""), "\(listing.prefix(400))")
    }

    /// Measurement progress goes to the context's diagnostics, not straight to stderr.
    @Test func measurementProgressGoesToTheContextsDiagnostics() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try MeasureFixtures.fakePackage("App", in: folder)
        var settings = MeasurementSettings()
        settings.runs = 1
        settings.warmup = 0
        let captured = Captured()
        var context = Self.context(captured)
        context.folder = folder
        context.environment = ["ARCHMETRICS_SWIFT": try MeasureFixtures.fakeSwift(in: folder)]
        _ = try? ReportWorkflow.run(
            ReportWorkflow.Request(
                source: .variants(
                    overrides: [VariantOverride(name: "App", path: package.path)],
                    configPath: nil, root: nil),
                outputFolder: folder.appendingPathComponent("Reports"), build: settings),
            in: context)
        #expect(
            captured.said.contains { $0.hasPrefix("archmetrics: measure [") },
            "\(captured.said)")
    }

    /// Under the plugin on GitHub Actions, the annotations file is written only while the
    /// context's token lets the run go on: a cancelled run writes no file of its own.
    @Test func aCancelledRunWritesNoAnnotationsFile() throws {
        let folder = try makeTemporaryFolder("workflow-context-annotations")
        defer { try? FileManager.default.removeItem(at: folder) }
        let annotations = folder.appendingPathComponent("annotations.txt")
        let snapshot = try MetricsSnapshot.load(
            from: Fixtures.folder("drift/snapshot.json"), kind: "snapshot", regenerateHint: "")
        let report = SnapshotDiff.compare(
            baseline: snapshot, current: snapshot, tolerances: DriftTolerances(),
            baselineLabel: "a", currentLabel: "b")
        let token = CancellationToken()
        token.cancel()
        let captured = Captured()
        var context = Self.context(captured, cancellation: token)
        context.folder = folder
        context.environment = [
            "GITHUB_ACTIONS": "true", "ARCHMETRICS_PLUGIN": "1",
            "ARCHMETRICS_ANNOTATIONS_FILE": annotations.path,
        ]
        #expect {
            try DriftPublication.publish(
                report, format: .json, maxRows: 10, baseline: snapshot, current: snapshot,
                in: context)
        } throws: { ($0 as? ArchMetricsError)?.category == .interrupted }
        #expect(!FileManager.default.fileExists(atPath: annotations.path))
    }

    /// Whether a run failed is what was reported, not its text: an error fails it, a warning
    /// or a note whose words say "error" does not.
    @Test func aDiagnosticOfSeverityErrorFailsTheRunWithoutReadingItsText() {
        let captured = Captured()
        let sink = Self.context(captured).diagnostics
        sink.say("archmetrics: note: error: these words are no failure")
        sink.report(Diagnostic(severity: .warning, path: "A.swift", line: 1, message: "error"))
        #expect(!sink.failed)
        sink.report(Diagnostic(severity: .error, path: "B.swift", message: "could not be read"))
        #expect(sink.failed)
        #expect(captured.said.last == "B.swift: error: could not be read")
    }

    /// A scan's outcome fails when a file it reported could not be read: the sink's property.
    @Test func aScanThatReportsAnUnreadablePathFails() throws {
        var request = ScanWorkflow.Request()
        request.paths = ["MVC", "no-such-folder"]
        request.format = .json
        let captured = Captured()
        var context = Self.context(captured)
        context.folder = Fixtures.folder("architectures")
        let outcome = try ScanWorkflow.run(request, in: context)
        #expect(outcome.failed)
        #expect(context.diagnostics.failed)
    }

    /// The rules table's note names the tool as the context's environment says (under the
    /// plugin, its read-only form), not as the process's does.
    @Test func theRulesNoteNamesTheToolByTheContextsEnvironment() throws {
        let folder = try makeTemporaryFolder("workflow-context-rules")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = try DependencyRulesTests.collect(
            DependencyRulesTests.twoScreens,
            config:
                #"{"rules": [{"from": "viewController", "mayNotDependOn": ["viewController@otherScreen"]}]}"#
        )
        let snapshotFile = folder.appendingPathComponent("snapshot.json")
        try StableJSON.string(snapshot).write(to: snapshotFile, atomically: true, encoding: .utf8)
        let captured = Captured()
        var context = Self.context(captured)
        context.environment = ["ARCHMETRICS_PLUGIN": "1"]
        _ = try ReportWorkflow.run(
            ReportWorkflow.Request(
                source: .snapshot(path: snapshotFile.path),
                outputFolder: folder.appendingPathComponent("Reports"), format: .markdown),
            in: context)
        let shown = captured.shown.joined()
        #expect(shown.contains("`\(ToolInvocation.readingPlugin) check --no-build` lists each"))
        #expect(!shown.contains("`archmetrics check --no-build`"))
    }

    /// A relative output is the context's folder's file: named as the snapshot a baseline is
    /// promoted from (given whole), it is refused, though the process's folder is another.
    @Test func aRelativeOutputClashesWithAnInputOfTheContextsFolder() throws {
        let folder = try makeTemporaryFolder("workflow-context-clash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("snapshot.json")
        let original = try String(
            contentsOf: Fixtures.folder("drift/snapshot.json"), encoding: .utf8)
        try original.write(to: snapshot, atomically: true, encoding: .utf8)
        #expect(folder.standardizedFileURL.path != FileManager.default.currentDirectoryPath)
        let captured = Captured()
        var context = Self.context(captured)
        context.folder = URL(fileURLWithPath: folder.path, isDirectory: true)
        #expect {
            try BaselineWorkflow.run(
                BaselineWorkflow.Request(
                    source: .snapshot(path: snapshot.path), output: "snapshot.json"),
                in: context)
        } throws: { ($0 as? ArchMetricsError)?.category == .usage }
        #expect(try String(contentsOf: snapshot, encoding: .utf8) == original)
    }

    /// A relative baseline is written into the context's folder, not the process's, and read
    /// back from there by `check`.
    @Test func aRelativeBaselineIsTheContextsFolders() throws {
        let folder = try makeTemporaryFolder("workflow-context-baseline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = Fixtures.folder("drift/snapshot.json")
        #expect(folder.standardizedFileURL.path != FileManager.default.currentDirectoryPath)
        let name = "context-baseline-\(UUID().uuidString).json"
        let inProcessFolder = URL(fileURLWithPath: name)
        defer { try? FileManager.default.removeItem(at: inProcessFolder) }
        var context = Self.context(Captured())
        context.folder = URL(fileURLWithPath: folder.path, isDirectory: true)
        _ = try BaselineWorkflow.run(
            BaselineWorkflow.Request(source: .snapshot(path: snapshot.path), output: name),
            in: context)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        #expect(!FileManager.default.fileExists(atPath: inProcessFolder.path))
        let check = try CheckWorkflow.run(
            CheckWorkflow.Request(
                baselinePath: name, currentPath: snapshot.path, configPath: nil, root: nil,
                toleranceSettings: [], build: nil, format: .markdown, maxRows: 20, files: [],
                freeze: false, acceptNew: false, removeStale: false),
            in: context)
        #expect(!check.failed)
    }
}
