import Foundation
import Testing

/// Runs the built `archmetrics` binary, as a user would.
enum BuiltTool {
    /// The products folder of this test run (the binary sits beside the test bundle).
    static var binary: URL {
        if let override = ProcessInfo.processInfo.environment["ARCHMETRICS_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        // On Linux the test bundle *is* a file in the products folder; on macOS it is a
        // folder inside it. Look beside both.
        let bundle = Bundle(for: Marker.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map {
            $0.appendingPathComponent("archmetrics")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? candidates[1]
    }

    final class Marker {}

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the tool (or `executable`, e.g. a shell that sets limits and execs it).
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        executable: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain both pipes concurrently so a large output cannot fill one and hang the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errData = err.fileHandleForReading.readDataToEndOfFile()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

@Suite struct CLITests {
    @Test func helpListsCommandsAndExitsZero() throws {
        let result = try BuiltTool.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: archmetrics <command>"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try BuiltTool.run(["frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
        #expect(result.stderr.contains("expected one of"))
    }
}
