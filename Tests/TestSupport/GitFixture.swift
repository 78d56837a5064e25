import Foundation

/// A small git repository of its own for the tests that read history: CI clones this repository
/// shallowly, so no test may rely on its depth. Commits use fixed authors and dates, so ids are
/// the same on every run.
package struct GitFixture {
    package let folder: URL

    /// A new repository holding a copy of the article-layout fixture tree under `tree/`, not yet
    /// committed.
    package init() throws {
        folder = try makeTemporaryFolder("git-fixture")
        try FileManager.default.copyItem(
            at: ArticleLayoutFixture.tree, to: folder.appendingPathComponent("tree"))
        try git("init", "--quiet", "--initial-branch=main")
    }

    /// Runs git in the repository; returns stdout, and throws on a non-zero exit.
    @discardableResult
    package func git(_ arguments: String...) throws -> String {
        try Self.git(arguments, in: folder)
    }

    /// Runs git in `folder` (any repository a test makes, `init` included) with a fixed author,
    /// committer and date and no user or system configuration; returns stdout, and throws on a
    /// non-zero exit.
    @discardableResult
    package static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        var environment = ProcessInfo.processInfo.environment
        for role in ["AUTHOR", "COMMITTER"] {
            environment["GIT_\(role)_NAME"] = "Fixture"
            environment["GIT_\(role)_EMAIL"] = "fixture@example.com"
            environment["GIT_\(role)_DATE"] = "2026-01-01T00:00:00Z"
        }
        // No user or system configuration (hooks, signing, templates) can change the commits.
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(
                "git \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Commits everything in the work tree.
    package func commitAll(_ message: String) throws {
        try git("add", "--all")
        try git("commit", "--quiet", "--allow-empty", "-m", message)
    }

    package func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    package func run(_ arguments: [String]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment())
    }
}
