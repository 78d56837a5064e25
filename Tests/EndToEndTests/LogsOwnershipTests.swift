import Foundation
import TestSupport
import Testing

/// The tool replaces only a logs folder it wrote itself: a user's `logs` folder or file where
/// `report --output`, `baseline -o` or a measured `check` would put theirs is refused (exit 2)
/// and left as it was; the tool's own folder (marked) is replaced, and its own staging folders
/// left by a killed run are removed by the next one.
@Suite(.serialized) struct LogsOwnershipTests {
    /// The measured commands, each with the folder its logs go to, for a tree from
    /// `MeasuredReportTests.makeTree` with a source-only baseline in `root/b/baseline.json`.
    static func commands(_ root: URL) -> [(arguments: [String], logs: URL)] {
        let baseline = root.appendingPathComponent("b/baseline.json").path
        let measured = ["--runs", "1", "--warmup", "0", "--quiet"]
        return [
            (
                ["report"] + measured
                    + ["--output", root.appendingPathComponent("out").path, root.path],
                root.appendingPathComponent("out/logs")
            ),
            (
                ["baseline"] + measured
                    + ["--output", root.appendingPathComponent("c/baseline.json").path, root.path],
                root.appendingPathComponent("c/logs")
            ),
            (
                ["check", "--baseline", baseline] + measured + [root.path],
                root.appendingPathComponent("b/logs")
            ),
            (
                ["check", "--baseline", baseline, "--compile-work-only", "--quiet", root.path],
                root.appendingPathComponent("b/logs")
            ),
        ]
    }

    static func tree() throws -> URL {
        let root = try MeasuredReportTests.makeTree(configuration: [:])
        let made = try BuiltTool.run(
            [
                "baseline", "--no-build", "--quiet", "--output",
                root.appendingPathComponent("b/baseline.json").path, root.path,
            ], environment: MeasuredReportTests.environment())
        #expect(made.status == 0, "\(made.stderr)")
        return root
    }

    @Test func aUsersLogsFolderOrFileIsRefusedAndLeftAlone() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, logs) in Self.commands(root) {
            let mine = logs.appendingPathComponent("2024/app.log")
            try FileManager.default.createDirectory(
                at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: mine)
            let result = try BuiltTool.run(
                arguments, environment: MeasuredReportTests.environment())
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(logs.path), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("not written by archmetrics"), "\(result.stderr)")
            #expect((try? String(contentsOf: mine, encoding: .utf8)) == "mine\n", "\(arguments)")
            try FileManager.default.removeItem(at: logs)

            try Data("a file of mine\n".utf8).write(to: logs)
            let onFile = try BuiltTool.run(
                arguments, environment: MeasuredReportTests.environment())
            #expect(onFile.status == 2, "\(arguments): \(onFile.stderr)")
            #expect(
                (try? String(contentsOf: logs, encoding: .utf8)) == "a file of mine\n",
                "\(arguments)")
            try FileManager.default.removeItem(at: logs)
        }
    }

    @Test func theToolsOwnLogsAreReplacedAndItsLeftoverStagingRemoved() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, logs) in Self.commands(root) {
            let first = try BuiltTool.run(arguments, environment: MeasuredReportTests.environment())
            #expect([0, 1].contains(first.status), "\(arguments): \(first.stderr)")
            // A run killed while measuring leaves its staging folder behind.
            let parent = logs.deletingLastPathComponent()
            let leftover = parent.appendingPathComponent(".archmetrics-run-AbC123/logs")
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            let second = try BuiltTool.run(
                arguments, environment: MeasuredReportTests.environment())
            #expect(second.status == first.status, "\(arguments): \(second.stderr)")
            #expect(FileManager.default.fileExists(atPath: logs.path), "\(arguments)")
            let entries = try FileManager.default.contentsOfDirectory(atPath: parent.path)
            #expect(!entries.contains { $0.hasPrefix(".archmetrics-run-") }, "\(entries)")
        }
    }
}
