import Foundation
import TestSupport
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsSupport

/// The probe reads what a snapshot holds and its frozen list from the keys alone: the same
/// answer as loading the whole snapshot, on every snapshot fixture (measured, compile work
/// only, source metrics only, with frozen violations).
@Suite struct SnapshotProbeTests {
    static let files = [
        "drift/snapshot.json", "drift/noise-metrics.json", "report-findings/bundled.json",
        "report-findings/compile-work.json",
    ]

    @Test(arguments: files) func theProbeSaysWhatTheWholeSnapshotSays(_ name: String) throws {
        let file = Fixtures.folder(name)
        let whole = try MetricsSnapshot.load(from: file, regenerateHint: "")
        let probe = try #require(SnapshotProbe.read(file))
        #expect(probe.content == SnapshotContent(whole))
        #expect(probe.frozenViolations == whole.frozenViolations)
    }

    @Test func frozenViolationsAndAnotherSchemaVersionAreRead() throws {
        let folder = try makeTemporaryFolder("probe")
        defer { try? FileManager.default.removeItem(at: folder) }
        var snapshot = try MetricsSnapshot.load(
            from: Fixtures.folder("report-findings/compile-work.json"), regenerateHint: "")
        snapshot.frozenViolations = [
            RuleViolation(
                rule: "viewController -> presenter", message: "A names B", variant: "MVC",
                file: "A.swift", line: 3, fromRole: .viewController, fromScreen: nil,
                fromType: "A", toType: "B", toFile: "B.swift", toRole: .presenter,
                toScreen: nil, references: 1)
        ]
        let file = folder.appendingPathComponent("metrics.json")
        try StableJSON.encode(snapshot).write(to: file)
        #expect(SnapshotProbe.read(file)?.frozenViolations == snapshot.frozenViolations)
        #expect(SnapshotProbe.read(file)?.content == [.compileWork])
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        object["schemaVersion"] = 99
        try JSONSerialization.data(withJSONObject: object).write(to: file)
        #expect(SnapshotProbe.read(file) == nil)
        #expect(SnapshotProbe.read(folder.appendingPathComponent("none.json")) == nil)
    }
}
