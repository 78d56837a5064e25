import Foundation
import TestSupport
import Testing

/// Issue 50's writes that must not escape or crash: a full stdout or stderr, an output that is
/// a committed symbolic link, an output that is an input of the same run.
@Suite struct WritesThatCannotEscapeTests {
    /// A working folder holding a source-only baseline of the article-layout tree in
    /// `Reports/baseline.json`, for `check --no-build` to compare with.
    final class CheckedFolder {
        let folder: URL
        let root = ArticleLayoutFixture.tree.path
        var baseline: URL { folder.appendingPathComponent("Reports/baseline.json") }

        init() throws {
            folder = try makeTemporaryFolder("archmetrics-output-safety")
            let made = try BuiltTool.run(["baseline", "--no-build", root], in: folder)
            guard made.status == 0 else { throw FixtureError(made.stderr) }
        }

        /// The tool run by a shell that sends `stream` ("" for stdout, "2" for stderr) to `file`.
        func run(_ arguments: [String], stream: String, to file: String) throws
            -> BuiltTool.Result
        {
            try BuiltTool.run(
                ["-c", "exec \"$0\" \"$@\" \(stream)> \(file)", BuiltTool.binary.path]
                    + arguments, in: folder, executable: "/bin/sh")
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// `> /dev/full` and `2> /dev/full` used to trap in `FileHandle.write` (SIGILL, exit 132,
    /// a backtrace): now exit 2, and a full stdout is named on stderr.
    @Test(arguments: [
        (["check", "--no-build"], ""), (["check", "--no-build", "--format", "sarif"], ""),
        (["report", "--no-build"], "2"),
        (["roles"], ""),
    ])
    func aFullStandardStreamIsExitTwoNotACrash(arguments: [String], stream: String) throws {
        let fixture = try CheckedFolder()
        var root = fixture.root
        if arguments[0] == "report" {
            // Over a measured report, `report --no-build` says on stderr where it writes instead.
            let measured = try BuiltTool.run(
                [
                    "report", "--from", Fixtures.folder("report-findings/bundled.json").path,
                    "--output", "Reports",
                ], in: fixture.folder)
            #expect(measured.status == 0, "\(measured.stderr)")
            root = Repository.path("FootballGather").path
        }
        let result = try fixture.run(arguments + [root], stream: stream, to: "/dev/full")
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)")
        if stream.isEmpty {
            #expect(result.stderr.contains("cannot write to stdout"), "\(result.stderr)")
        }
    }

    /// A committed `archmetrics.sarif -> ../victim.txt`: the output replaces the link with a new
    /// file; the file it pointed at is never written.
    @Test func anOutputThatIsASymbolicLinkReplacesTheLinkNotItsTarget() throws {
        let fixture = try CheckedFolder()
        let victim = fixture.folder.appendingPathComponent("victim.txt")
        try "mine\n".write(to: victim, atomically: true, encoding: .utf8)
        let link = fixture.folder.appendingPathComponent("archmetrics.sarif")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "victim.txt")

        let result = try BuiltTool.run(
            ["check", "--no-build", "--sarif", "archmetrics.sarif", fixture.root],
            in: fixture.folder)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try String(contentsOf: link, encoding: .utf8).contains("\"version\""))
    }

    /// An output path that is an input of the same run (the baseline just read, the config) or
    /// another output of it: exit 2 before anything is written, saying which.
    @Test(arguments: [
        (["check", "--no-build", "--sarif", "Reports/baseline.json"], "Reports/baseline.json"),
        (["check", "--no-build", "--junit", "archmetrics.json"], "archmetrics.json"),
        (["baseline", "--no-build", "--output", "archmetrics.json"], "archmetrics.json"),
        (["check", "--no-build", "--sarif", "X", "--junit", "X"], "X"),
        (["check", "--no-build", "--sarif", "./X", "--junit", "X"], "X"),
    ])
    func anOutputThatIsAnInputOrAnotherOutputIsRefused(arguments: [String], path: String) throws {
        let fixture = try CheckedFolder()
        let config = fixture.folder.appendingPathComponent("archmetrics.json")
        try "{}\n".write(to: config, atomically: true, encoding: .utf8)
        let before = try readFiles(in: fixture.folder)

        let result = try BuiltTool.run(arguments + [fixture.root], in: fixture.folder)

        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(path), "\(result.stderr)")
        #expect(!result.stderr.contains("No such file"), "\(result.stderr)")
        #expect(try readFiles(in: fixture.folder) == before, "\(arguments) wrote something")
    }
}

/// Issue 50.9: an output that is a FIFO nobody reads yet. The tool waits for a reader, as the
/// shell's `>` would, but a signal still stops it like any other interruption.
@Suite struct FIFOOutputTests {
    typealias CheckedFolder = WritesThatCannotEscapeTests.CheckedFolder

    /// Starts the tool in `fixture`'s folder, its output discarded.
    static func start(_ arguments: [String], in fixture: CheckedFolder) throws -> Process {
        let process = Process()
        process.executableURL = BuiltTool.binary
        process.arguments = arguments + [fixture.root]
        process.currentDirectoryURL = fixture.folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// SIGTERM while the tool waits for a reader of the FIFO it was told to write: exit 130
    /// within a few seconds (it used to stay blocked in `open` for good, or die with 143).
    @Test(arguments: [
        ["check", "--no-build", "--sarif", "out.fifo"],
        ["check", "--no-build", "--junit", "out.fifo"],
        ["baseline", "--no-build", "--output", "out.fifo"],
    ])
    func sigtermWhileWaitingForAReaderExitsInterrupted(arguments: [String]) async throws {
        let fixture = try CheckedFolder()
        #expect(mkfifo(fixture.folder.appendingPathComponent("out.fifo").path, 0o600) == 0)
        let process = try Self.start(arguments, in: fixture)
        defer { kill(process.processIdentifier, SIGKILL) }
        // Long enough for the run to reach the FIFO (a scan of a small tree).
        try await Task.sleep(for: .seconds(2))
        kill(process.processIdentifier, SIGTERM)
        let exited = try await offThePool { DaemonTests.exits(process, within: 10) }
        #expect(exited, "\(arguments): still running 10 s after SIGTERM")
        if exited {
            #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        }
    }

    /// With a reader, the whole SARIF comes through the FIFO and the run succeeds.
    @Test func aReaderOfTheFIFOGetsTheWholeOutput() async throws {
        let fixture = try CheckedFolder()
        let fifo = fixture.folder.appendingPathComponent("out.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let process = try Self.start(["check", "--no-build", "--sarif", "out.fifo"], in: fixture)
        defer { kill(process.processIdentifier, SIGKILL) }
        let read = try await offThePool { try FileHandle(forReadingFrom: fifo).readToEnd() }
        let exited = try await offThePool { DaemonTests.exits(process, within: 60) }
        #expect(exited && process.terminationStatus == 0)
        let sarif = try JSONSerialization.jsonObject(with: read ?? Data()) as? [String: Any]
        #expect(sarif?["version"] as? String == "2.1.0")
    }
}
