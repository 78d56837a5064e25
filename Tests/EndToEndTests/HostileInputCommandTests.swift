import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line against inputs built to hurt (issue 32): a variant spec holding a newline,
/// a FIFO where `history` keeps its cache, a signal in the middle of a large report.
@Suite struct HostileInputCommandTests {
    /// Runs the tool with its output in files; kills it (and fails the test) if it is still
    /// running after `deadline` seconds, so a hang is a failure rather than a stuck suite.
    /// `signal`: sent `after` seconds after the start; the result then says how long the tool
    /// took to exit after it.
    static func run(
        _ arguments: [String], in directory: URL? = nil, deadline: Double = 120,
        signal: (number: Int32, after: Double)? = nil, environment: [String: String]? = nil
    ) throws -> (status: Int32, stderr: String, secondsAfterSignal: Double?) {
        let folder = try makeTemporaryFolder("hostile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = BuiltTool.binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = environment ?? BuiltTool.environment()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        let start = Date()
        try process.run()
        var signalled: Date?
        while process.isRunning, Date().timeIntervalSince(start) < deadline {
            if let signal, signalled == nil, Date().timeIntervalSince(start) >= signal.after {
                kill(process.processIdentifier, signal.number)
                signalled = Date()
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("still running after \(deadline) s: \(arguments.joined(separator: " "))")
        }
        process.waitUntilExit()
        return (
            process.terminationStatus,
            try String(contentsOf: errors, encoding: .utf8),
            signalled.map { Date().timeIntervalSince($0) }
        )
    }

    /// The specs reach git one per line: `M\nVC=…` would shift every later answer by a line.
    @Test func aControlCharacterInAVariantSpecIsAUsageError() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let mvc = ArticleLayoutFixture.tree.appendingPathComponent("MVC").path
        for (spec, named) in [
            ("M\nVC=\(mvc)", "a newline (U+000A)"), ("MVC=\(mvc)\t", "a tab (U+0009)"),
            ("MVC=\(mvc)\r", "a carriage return (U+000D)"),
        ] {
            let result = try Self.run([
                "report", "--no-build", "--output", output.path, "--variants", spec,
            ])
            #expect(result.status == 2, "\(spec.debugDescription): \(result.stderr)")
            #expect(result.stderr.contains("holds \(named)"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    /// A FIFO where a cached tree's metrics should be: read as it was, the read waits for a
    /// writer that never comes. It is a miss: the tree is measured again and the FIFO replaced.
    @Test func aFIFOInTheHistoryCacheIsAMissNotAHang() throws {
        let repository = try GitFixture()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.commitAll("c1")
        let output = repository.folder.appendingPathComponent("history-out")
        let arguments = ["history", "--output", output.path, "--variants", "MVC=tree/MVC"]
        let first = try Self.run(arguments, in: repository.folder)
        #expect(first.status == 0, "\(first.stderr)")
        let cache = output.appendingPathComponent("cache")
        let key = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
        let entries = try FileManager.default.contentsOfDirectory(
            atPath: cache.appendingPathComponent(key).path)
        let cached = cache.appendingPathComponent(key).appendingPathComponent(
            try #require(entries.first))
        try FileManager.default.removeItem(at: cached)
        #expect(mkfifo(cached.path, 0o644) == 0)

        let second = try Self.run(arguments, in: repository.folder, deadline: 60)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(
            second.stderr.contains("1 variant tree measured, 0 from the cache"), "\(second.stderr)")
        var info = stat()
        #expect(stat(cached.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    /// SIGTERM in the middle of a large `report --no-build` (scanning, classifying, analysing
    /// or rendering forty thousand files) stops it within seconds, exit 130, nothing written.
    /// The stages used to look at the flag only between them, so a signal waited for the end.
    @Test func sigtermStopsALargeReportWithinSeconds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in ["One", "Two"] {
            for screen in 0..<10_000 {
                let file = folder.appendingPathComponent(
                    "\(variant)/Screens/Screen\(screen)/Screen\(screen)ViewController.swift")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try
                    "class Screen\(screen)ViewController: UIViewController {\n  let next = Screen\((screen + 1) % 10_000)ViewController()\n}\n"
                    .write(to: file, atomically: false, encoding: .utf8)
            }
        }
        let output = folder.appendingPathComponent("out")
        let result = try Self.run(
            [
                "report", "--no-build", "--output", output.path, "--variants",
                "One=\(folder.path)/One", "--variants", "Two=\(folder.path)/Two",
            ], signal: (SIGTERM, 1.5))
        #expect(result.status == 130, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let after = try #require(result.secondsAfterSignal)
        #expect(after < 4, "exited \(after) s after SIGTERM")
    }

    /// Issue 50.9: scratch folders a SIGKILLed run left in `$TMPDIR` are removed by the next
    /// run; one whose run still lives is not, nor a folder of another name.
    @Test func scratchFoldersOfAKilledRunAreRemovedByTheNext() throws {
        let temporary = try makeTemporaryFolder("hostile-tmpdir")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier
        let alive = ProcessInfo.processInfo.processIdentifier
        let names = [
            "archmetrics-measure-\(dead)-AbC123", "archmetrics-git-\(dead)-\(UUID().uuidString)",
            "archmetrics-measure-\(alive)-XyZ789", "archmetrics-measure-mine",
        ]
        for name in names {
            try writeFiles(["\(name)/MVC/build/x.o": "x"], into: temporary)
        }
        let result = try BuiltTool.run(
            ["scan", ArticleLayoutFixture.tree.path],
            environment: BuiltTool.environment(["TMPDIR": temporary.path]))
        #expect(result.status == 0, "\(result.stderr)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: temporary.path))
        #expect(left == Set(names.suffix(2)), "\(left.sorted())")
    }

    /// Issue 50.9: a 10 MB variant name in the config, or one as long as a command-line argument
    /// can be (128 KiB on Linux), is refused at once with its length and the limit, exit 2,
    /// nothing written.
    @Test func aHugeVariantNameIsRefusedAtOnce() throws {
        let folder = try makeTemporaryFolder("hostile-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mvc = ArticleLayoutFixture.tree.appendingPathComponent("MVC").path
        let huge = String(repeating: "N", count: 10_000_000)
        try writeFiles(
            ["huge.json": "{\"variants\": [{\"name\": \"\(huge)\", \"path\": \"\(mvc)\"}]}"],
            into: folder)
        let long = String(repeating: "N", count: 100_000)
        for (arguments, bytes) in [
            (["report", "--no-build", "--output", "out", "--variants", "\(long)=\(mvc)"], 100_000),
            (["report", "--no-build", "--output", "out", "--config", "huge.json"], 10_000_000),
        ] {
            let start = Date()
            let result = try Self.run(arguments, in: folder, deadline: 60)
            #expect(result.status == 2, "\(result.stderr.prefix(300))")
            #expect(result.stderr.contains("\(bytes) bytes long"), "\(result.stderr.prefix(300))")
            #expect(result.stderr.count < 2000, "the message repeats the name")
            #expect(Date().timeIntervalSince(start) < 10)
            #expect(
                !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
        }
    }

    /// A sparse file of `bytes` bytes (no disk used) at `url`.
    static func sparseFile(_ url: URL, bytes: UInt64) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("{".utf8))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: bytes)
        try handle.close()
    }

    /// Issue 50.6: a 2 GiB baseline and a 20 MiB config are refused before a byte is read (exit
    /// 2, saying the size), not read whole for a minute; a 100 MB history cache entry is a miss.
    @Test func hugeInputsAreRefusedUnreadAndAHugeCacheEntryIsAMiss() throws {
        let folder = try makeTemporaryFolder("hostile-huge")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.sparseFile(folder.appendingPathComponent("baseline.json"), bytes: 2 << 30)
        try Self.sparseFile(folder.appendingPathComponent("config.json"), bytes: 20 << 20)
        let tree = ArticleLayoutFixture.tree.path
        for arguments in [
            ["check", "--no-build", "--baseline", "baseline.json", tree],
            ["report", "--no-build", "--output", "out", "--config", "config.json", tree],
        ] {
            let start = Date()
            let result = try Self.run(arguments, in: folder, deadline: 60)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("bytes, more than"), "\(result.stderr)")
            #expect(Date().timeIntervalSince(start) < 10)
        }

        let repository = try GitFixture()
        defer { try? FileManager.default.removeItem(at: repository.folder) }
        try repository.commitAll("c1")
        let output = repository.folder.appendingPathComponent("history-out")
        let arguments = ["history", "--output", output.path, "--variants", "MVC=tree/MVC"]
        #expect(try Self.run(arguments, in: repository.folder).status == 0)
        let cache = output.appendingPathComponent("cache")
        let key = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
        let entry = try #require(
            try FileManager.default.contentsOfDirectory(
                atPath: cache.appendingPathComponent(key).path
            ).first)
        try Self.sparseFile(
            cache.appendingPathComponent(key).appendingPathComponent(entry), bytes: 100 << 20)
        let start = Date()
        let second = try Self.run(arguments, in: repository.folder, deadline: 120)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("0 from the cache"), "\(second.stderr)")
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
