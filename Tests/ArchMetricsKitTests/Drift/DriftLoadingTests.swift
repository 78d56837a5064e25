import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@Suite struct DriftLoadingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "drift-loading-\(UUID().uuidString)")

    func write(_ text: String) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("baseline.json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func loadError(_ url: URL) -> ArchMetricsError? {
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try MetricsSnapshot.load(
                from: url, kind: "baseline", regenerateHint: "archmetrics baseline")
            return nil
        } catch { return error as? ArchMetricsError }
    }

    @Test func aSnapshotRoundTrips() throws {
        let snapshot = DriftSamples.snapshot()
        let url = try write(try StableJSON.string(snapshot))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try MetricsSnapshot.load(from: url, regenerateHint: "x") == snapshot)
    }

    @Test func aMissingFileSaysHowToCreateIt() {
        let error = loadError(folder.appendingPathComponent("nope.json"))
        #expect(
            error?.category == .input
                && error?.message.hasSuffix("nope.json does not exist") == true)
        #expect(error?.hint == "Create it with: archmetrics baseline")
    }

    @Test func corruptJSONIsAnInputErrorThatSaysSo() throws {
        let error = loadError(try write(#"{"schemaVersion": 1, "variants": [ "#))
        #expect(error?.category == .input)
        #expect(error?.message.contains("is not valid JSON") == true)
    }

    @Test func aSyntaxErrorIsPlacedByLineAndColumn() throws {
        let error = loadError(try write("{\n  \"schemaVersion\": 1,\n  \"focusVariant\": x\n}"))
        // The words before the position are Foundation's; the line and column are archmetrics'.
        #expect(
            error?.message.contains("(line 3, column 19)") == true, "\(String(describing: error))")
    }

    @Test func anotherSchemaVersionNamesBothVersions() throws {
        let error = loadError(try write(#"{"schemaVersion": 7}"#))
        #expect(
            error?.message.contains(
                "has schema version 7; this archmetrics (\(ArchMetricsVersion.current)) reads schema version 1"
            ) == true)
        #expect(error?.hint == "Regenerate it with: archmetrics baseline")
    }

    @Test func aMissingFieldIsNamedWithItsPath() throws {
        var json = try StableJSON.string(DriftSamples.snapshot(measured: false))
        json = json.replacingOccurrences(of: "\"primaryType\" : \"GatherView\",", with: "")
        json = json.replacingOccurrences(of: "\"reason\" : \"test\",", with: "")
        let error = loadError(try write(json))
        #expect(
            error?.message.contains("is malformed: missing 'reason' at variants[0].files[0]")
                == true, "\(String(describing: error))")
    }
}

/// The snapshot the end-to-end drift tests start from, kept in step with `DriftSamples` and the
/// schema: re-record with `RECORD_DRIFT_FIXTURES=1 swift test --filter DriftFixtureTests`.
@Suite struct DriftFixtureTests {
    static let fixture = Fixtures.folder("drift/snapshot.json")

    @Test func endToEndFixtureIsTheSampleSnapshot() throws {
        let expected = DriftSamples.snapshot()
        if ProcessInfo.processInfo.environment["RECORD_DRIFT_FIXTURES"] == "1" {
            try AtomicFile.write(try StableJSON.encode(expected), to: Self.fixture)
        }
        #expect(
            try MetricsSnapshot.load(
                from: Self.fixture,
                regenerateHint: "RECORD_DRIFT_FIXTURES=1 swift test --filter DriftFixtureTests")
                == expected)
    }
}
