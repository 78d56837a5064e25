import Foundation
import Testing

/// Where the default subject comes from: never a path remembered from the build machine.
@Suite struct BundledCoreTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHMETRICS_BUNDLED_CORE"] = nil
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    @Test func theBinaryFindsTheCoreOfTheCheckoutItSitsInFromAnyFolder() throws {
        let elsewhere = FileManager.default.temporaryDirectory
        let result = try BuiltTool.run(["scan"], in: elsewhere, environment: environment([:]))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("FootballGather") || result.stdout.contains("total"))
    }

    @Test func aCopiedBinaryFarFromAnyCheckoutSaysSoInsteadOfUsingABuildPath() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("archmetrics-copied-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("archmetrics")
        try FileManager.default.copyItem(at: BuiltTool.binary, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["scan"]
        process.currentDirectoryURL = folder
        process.environment = environment([:])
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let stderr = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(stderr.contains("no bundled core found"), "\(stderr)")
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
