import Foundation
import TestSupport
import Testing

/// Where the default subject comes from: the current folder, the bundled core only inside this
/// repository or when named, never a path remembered from the build machine.
@Suite struct BundledCoreTests {
    static let repository = Repository.root

    func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHMETRICS_BUNDLED_CORE"] = nil
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Outside this repository the default subject is the current folder, never the core
    /// of the checkout the binary was built in.
    @Test func outsideThisRepositoryTheDefaultSubjectIsTheCurrentFolder() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("archmetrics-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "struct Here {}\n".write(
            to: folder.appendingPathComponent("Here.swift"), atomically: true, encoding: .utf8)
        let result = try BuiltTool.run(["scan"], in: folder, environment: environment([:]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("total (1 file)"), "\(result.stdout)")
        #expect(!result.stdout.contains("FootballGather"))
    }

    @Test func theEnvironmentVariableNamesTheCoreAndIsChecked() throws {
        let core = Self.repository.appendingPathComponent("FootballGather").path
        let named = try BuiltTool.run(
            ["scan"], in: FileManager.default.temporaryDirectory,
            environment: environment(["ARCHMETRICS_BUNDLED_CORE": core]))
        #expect(named.status == 0, "\(named.stderr)")
        let wrong = try BuiltTool.run(
            ["scan"], in: FileManager.default.temporaryDirectory,
            environment: environment(["ARCHMETRICS_BUNDLED_CORE": "/nonexistent"]))
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr.contains("ARCHMETRICS_BUNDLED_CORE=/nonexistent is not the bundled core"))
    }
}
