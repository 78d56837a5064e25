import Foundation
import TestSupport
import Testing

/// `swift --version` asks nothing of the build: a toolchain that hangs on it (under `ulimit -v`,
/// say) is given up on after a short timeout of its own, not the builds' 20 minutes.
@Suite struct SwiftVersionTimeoutTests {
    @Test func aHangingSwiftVersionFailsWithinItsOwnTimeout() throws {
        let folder = try makeTemporaryFolder("swift-version")
        defer { try? FileManager.default.removeItem(at: folder) }
        let hanging = folder.appendingPathComponent("swift")
        try Data("#!/bin/sh\nexec sleep 600\n".utf8).write(to: hanging)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: hanging.path)
        let root = try MeasuredReportTests.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        var environment = BuiltTool.environment()
        environment["ARCHMETRICS_SWIFT"] = hanging.path
        let start = Date()
        let result = try HostileInputCommandTests.run(
            [
                "report", "--runs", "1", "--quiet", "--output",
                root.appendingPathComponent("out").path, root.path,
            ], deadline: 75, environment: environment)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--version' failed (timed out"), "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 60)
    }
}
