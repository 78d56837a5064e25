import Foundation
import TestSupport
import Testing

/// The tool's logs live in its own folder, `.archmetrics/logs` beside the report or baseline,
/// which ignores itself (a `.gitignore` of `*`): a user's `logs/` there is neither touched nor
/// in the way. It replaces only a logs folder it wrote itself: anything else at its logs path is
/// refused (exit 2) and left as it was; its own (marked) is replaced, and its own staging
/// folders left by a killed run are removed by the next one.
@Suite(.serialized) struct LogsOwnershipTests {
    /// The measured commands, each with the folder its logs go to, for a tree from
    /// `MeasuredReportTests.makeTree` with a source-only baseline in `root/b/baseline.json`.
    static func commands(_ root: URL) -> [(arguments: [String], logs: URL)] {
        let baseline = root.appendingPathComponent("b/baseline.json").path
        let measured = ["--runs", "1", "--quiet"]
        return [
            (
                ["report"] + measured
                    + ["--output", root.appendingPathComponent("out").path, root.path],
                root.appendingPathComponent("out/.archmetrics/logs")
            ),
            (
                ["baseline"] + measured
                    + ["--output", root.appendingPathComponent("c/baseline.json").path, root.path],
                root.appendingPathComponent("c/.archmetrics/logs")
            ),
            (
                ["check", "--baseline", baseline] + measured + [root.path],
                root.appendingPathComponent("b/.archmetrics/logs")
            ),
            (
                ["check", "--baseline", baseline, "--compile-work-only", "--quiet", root.path],
                root.appendingPathComponent("b/.archmetrics/logs")
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

    /// Issue 50.10 and 52.7: a user's `logs/` beside the output is left alone and does not block
    /// the run; the logs are in `.archmetrics/logs`, whose `.gitignore` keeps `git status` clean;
    /// a user's folder named like the tool's staging folders is not removed.
    @Test func aUsersLogsFolderIsLeftAloneAndTheToolsFolderIgnoresItself() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        for (arguments, logs) in Self.commands(root) {
            let parent = logs.deletingLastPathComponent().deletingLastPathComponent()
            let mine = parent.appendingPathComponent("logs/2024/app.log")
            let staged = parent.appendingPathComponent(".archmetrics-run-mine/notes.txt")
            for file in [mine, staged] {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("mine\n".utf8).write(to: file)
            }
            let result = try BuiltTool.run(
                arguments, environment: MeasuredReportTests.environment())
            #expect([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
            for file in [mine, staged] {
                #expect(
                    (try? String(contentsOf: file, encoding: .utf8)) == "mine\n",
                    "\(arguments): \(file.path)")
            }
            #expect(FileManager.default.fileExists(atPath: logs.path), "\(arguments)")
            let ignore = logs.deletingLastPathComponent().appendingPathComponent(".gitignore")
            let ignored = (try? String(contentsOf: ignore, encoding: .utf8)) ?? ""
            #expect(ignored.split(separator: "\n").contains("*"), "\(arguments): \(ignored)")
        }
    }

    /// `git status` after a measured report into a repository's `Reports/`: the report's files,
    /// nothing of the tool's own (no logs, no staging folder).
    @Test func gitStatusShowsTheReportAndNothingOfTheTools() throws {
        let root = try Self.tree()
        defer { try? FileManager.default.removeItem(at: root) }
        try GitFixture.git(["init", "--quiet"], in: root)
        try GitFixture.git(["add", "--all"], in: root)
        try GitFixture.git(["commit", "--quiet", "-m", "c1"], in: root)
        let result = try BuiltTool.run(
            [
                "report", "--runs", "1", "--quiet", "--output", "Reports",
                root.path,
            ],
            in: root, environment: MeasuredReportTests.environment())
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        #expect(result.stdout.contains(".archmetrics/logs"), "\(result.stdout)")
        let status = try GitFixture.git(
            ["status", "--porcelain", "--untracked-files=all"], in: root)
        let untracked = status.split(separator: "\n").map(String.init)
        #expect(untracked.contains { $0.hasSuffix("Reports/comparison.md") }, "\(untracked)")
        #expect(
            untracked.allSatisfy { !$0.contains("logs") && !$0.contains(".archmetrics") },
            "\(untracked)")
    }
}
