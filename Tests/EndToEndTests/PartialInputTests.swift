import Foundation
import TestSupport
import Testing

/// A snapshot that left a file out because it could not be read is partial: `baseline` does not
/// record it (the next check would call the file removed) and `check` does not compare it;
/// both exit 1 naming the file, as `report` does.
@Suite struct PartialInputTests {
    @Test func baselineAndCheckRefuseASnapshotWithAnUnreadableFile() throws {
        let folder = try makeTemporaryFolder("partial-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = Fixtures.folder("drift/snapshot.json")
        var snapshot =
            try JSONSerialization.jsonObject(with: Data(contentsOf: original)) as! [String: Any]
        var variants = snapshot["variants"] as! [[String: Any]]
        var files = variants[0]["files"] as! [[String: Any]]
        let unread = files.removeFirst()["path"] as! String
        variants[0]["files"] = files
        snapshot["variants"] = variants
        snapshot["diagnostics"] = [
            [
                "severity": "error", "path": "MVP-C/\(unread)",
                "message": "cannot read: Permission denied",
            ]
        ]
        let partial = folder.appendingPathComponent("partial.json")
        try JSONSerialization.data(withJSONObject: snapshot).write(to: partial)
        let baseline = folder.appendingPathComponent("baseline.json")
        try FileManager.default.copyItem(at: original, to: baseline)

        let promoted = try BuiltTool.run(
            ["baseline", "--from", partial.path, "--output", baseline.path])
        #expect(promoted.status == 1, "\(promoted.stderr)")
        #expect(promoted.stderr.contains("MVP-C/\(unread)"), "\(promoted.stderr)")
        #expect(try Data(contentsOf: baseline) == Data(contentsOf: original))

        let checked = try BuiltTool.run(
            ["check", "--baseline", baseline.path, "--current", partial.path])
        #expect(checked.status == 1, "\(checked.stderr)")
        #expect(checked.stderr.contains("MVP-C/\(unread)"), "\(checked.stderr)")
        #expect(!checked.stdout.contains("removed"), "\(checked.stdout)")
    }
}
