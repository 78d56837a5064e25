import Dispatch
import Foundation

/// The built `archmetrics` binary, run as a user would: arguments, a folder, an environment.
package enum BuiltTool {
    /// The products folder of this test run (the binary sits beside the test bundle).
    package static var binary: URL {
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

    package final class Marker {}

    package struct Result {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// This process's environment without GitHub's variables, so a test run inside GitHub
    /// Actions does not write to the real step summary; plus `extra`.
    package static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter {
            !$0.key.hasPrefix("GITHUB_")
        }
        environment.merge(extra) { _, new in new }
        return environment
    }

    /// Starts the tool and returns at once, its output discarded: for a test that signals it,
    /// or holds what it waits for, while it runs.
    package static func start(_ arguments: [String], environment: [String: String]? = nil)
        throws -> Process
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the tool (or `executable`, e.g. a shell that sets limits and execs it).
    package static func run(
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
