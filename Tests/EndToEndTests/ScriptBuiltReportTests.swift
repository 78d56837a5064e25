import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `report` on variants that are not SwiftPM packages, built and tested by configured commands:
/// Tests/Fixtures/script-built, two variants built by a shell script calling `swiftc` directly and
/// tested by a script whose runner writes JUnit XML. Real compiles (a few seconds each);
/// ARCHMETRICS_SKIP_SLOW_TESTS=1 skips the full report.
@Suite(.serialized) struct ScriptBuiltReportTests {
    static let fixture = Fixtures.folder("script-built")

    /// A copy of the fixture (the touched builds bump its files' modification times).
    static func copyOfFixture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-script-built-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: folder)
        return folder
    }

    /// A variant folder `folder/name` with one empty class per type, each in its own file.
    static func variant(_ name: String, in folder: URL, types: [String]) throws -> URL {
        let variant = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        for type in types {
            try "final class \(type) {}\n".write(
                to: variant.appendingPathComponent("\(type).swift"), atomically: true,
                encoding: .utf8)
        }
        return variant
    }

    static func json(_ file: URL) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    @Test(
        .enabled(if: SlowTests.enabled, "slow: real swiftc builds"))
    func twoScriptBuiltVariantsGetAFullMeasuredReport() async throws {
        let folder = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Reports")
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", folder.appendingPathComponent("archmetrics.json").path,
                "--runs", "2", "--quiet", "--output", output.path,
            ])
        }
        #expect(result.status == 0, "\(result.stderr)")
        let snapshot = try Self.json(output.appendingPathComponent("metrics.json"))
        let measurements = try #require(snapshot["measurements"] as? [String: Any])
        let variants = try #require(measurements["variants"] as? [[String: Any]])
        #expect(variants.map { $0["variant"] as? String } == ["Alpha", "Beta"])
        let expected: [String: (tests: [String: Int], files: [String], ownFiles: [String])] = [
            "Alpha": (
                ["ran": 3, "passed": 3, "failed": 0, "skipped": 0],
                ["Tests/GatherPresenterTests.swift"],
                [
                    "Sources/Gather/GatherPresenter.swift",
                    "Sources/Gather/GatherViewController.swift",
                ]
            ),
            "Beta": (
                ["ran": 4, "passed": 3, "failed": 0, "skipped": 1],
                ["Tests/GatherViewControllerTests.swift", "Tests/GatherViewModelTests.swift"],
                [
                    "Sources/Gather/GatherViewController.swift",
                    "Sources/Gather/GatherViewModel.swift",
                ]
            ),
        ]
        for variant in variants {
            let name = try #require(variant["variant"] as? String)
            let want = try #require(expected[name])
            #expect(
                variant["status"] as? String == "ok", "\(name): \(variant["failureReason"] ?? "")")
            // Every timed measure, two samples each: what the intervals are computed from.
            let timings = try #require(variant["timings"] as? [String: [String: Any]])
            for measure in [
                "cleanBuild", "nullBuild", "incrementalBuild", "variantBuild", "cleanTest",
            ] {
                let samples = timings[measure]?["samples"] as? [Double] ?? []
                #expect(samples.count == 2 && samples.allSatisfy { $0 > 0 }, "\(name) \(measure)")
            }
            // The counts come from the JUnit file the test script wrote, per test file.
            #expect(variant["tests"] as? [String: Int] == want.tests, "\(name)")
            let testFiles = variant["testFiles"] as? [[String: Any]] ?? []
            #expect(testFiles.map { $0["file"] as? String } == want.files, "\(name)")
            // Compile work through the configured {swiftFlags}: the compiler's statistics files,
            // tied to the variant's own files without SwiftPM's output file maps.
            let work = try #require(variant["compileWork"] as? [String: Any], "\(name)")
            let files = work["files"] as? [[String: Any]] ?? []
            #expect(files.map { $0["file"] as? String } == want.ownFiles, "\(name)")
            let own = work["own"] as? [String: Any]
            let counters = own?["counters"] as? [String: Int] ?? [:]
            #expect((counters["Sema.NumConstraintScopes"] ?? 0) > 0, "\(name): \(counters)")
            #expect((counters["SILModule.NumSILGenFunctions"] ?? 0) > 0, "\(name): \(counters)")
            let typeChecking = try #require(variant["typeChecking"] as? [String: Any], "\(name)")
            #expect((typeChecking["ownFunctions"] as? Int ?? 0) > 0, "\(name)")
        }
        let markdown = try String(
            contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
        let cleanBuildRow = markdown.split(separator: "\n").first {
            $0.hasPrefix("| Average build time after a clean build |")
        }
        #expect(cleanBuildRow?.contains("±") == true, "\(cleanBuildRow ?? "no clean-build row")")
        let compileLog = try String(
            contentsOf: output.appendingPathComponent(
                ".archmetrics/logs/Alpha/compile-work-build.log"),
            encoding: .utf8)
        #expect(
            compileLog.contains("-stats-output-dir") && compileLog.contains("-disable-batch-mode"))
    }

    /// A configured command gets what SwiftPM's get: on timeout its whole tree is killed (a
    /// background child included), a failing command's exit status is in the reason, and the
    /// other variant is still measured.
    // A hang is what this tests (the tool's --timeout must end it); generous, for a loaded machine.
    @Test(.timeLimit(.minutes(15)))
    func aHungCommandIsKilledWithItsTreeAndAFailingOneIsReported() async throws {
        let folder = try makeTemporaryFolder("archmetrics-script-hang")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Hangs", "Fails"] {
            _ = try Self.variant(name, in: folder, types: ["GatherPresenter"])
        }
        let pidFile = folder.appendingPathComponent("child.pid")
        // The hanging build leaves a child that ignores SIGTERM, in the background.
        let config = """
            {"variants": [{"name": "Hangs", "path": "Hangs"}, {"name": "Fails", "path": "Fails"}],
             "commands": {
               "build": ["sh", "-c", "trap '' TERM; sh -c 'trap \\"\\" TERM; sleep 600' & echo $! > \(pidFile.path); sleep 600"],
               "test": ["true"],
               "variants": {"Fails": {"build": ["sh", "-c", "echo broken >&2; exit 3"]}}}}
            """
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try config.write(to: configFile, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Reports")
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", configFile.path, "--runs", "1",
                "--timeout", "2", "--quiet", "--output", output.path,
            ])
        }
        #expect(result.status != 2, "\(result.stderr)")
        let pid = try #require(
            pid_t(
                (try String(contentsOf: pidFile, encoding: .utf8)).trimmingCharacters(
                    in: .whitespacesAndNewlines)))
        #expect(
            kill(pid, 0) == -1 && errno == ESRCH, "the hung build's child \(pid) outlived the tool")
        let snapshot = try Self.json(output.appendingPathComponent("metrics.json"))
        let variants =
            (snapshot["measurements"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
        let byName = Dictionary(
            uniqueKeysWithValues: variants.map { ($0["variant"] as? String ?? "", $0) })
        #expect(byName["Hangs"]?["status"] as? String == "timedOut")
        #expect(byName["Fails"]?["status"] as? String == "buildFailed")
        let reason = byName["Fails"]?["failureReason"] as? String ?? ""
        #expect(reason.contains("3"), "\(reason)")
    }

    /// What each configured command is for, in the order the measures run them: `clean` before
    /// every clean build (timed run and untimed builds), `nothingChanged` for the second build,
    /// `touch` once per touched file with its path, `{swiftFlags}` empty in timed builds and the
    /// instrumented builds' flags after them.
    @Test func everyConfiguredCommandRunsWhereItsMeasureNeedsIt() async throws {
        let folder = try makeTemporaryFolder("archmetrics-script-steps")
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = try Self.variant(
            "Steps", in: folder, types: ["GatherPresenter", "GatherViewController"])
        let trace = folder.appendingPathComponent("trace.txt")
        func step(_ name: String) -> String {
            #"["sh", "-c", "echo \"$0 $*\" >> \#(trace.path)", "\#(name)""#
        }
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try """
        {"variants": [{"name": "Steps", "path": "Steps"}],
         "commands": {
           "clean": \(step("clean"))],
           "build": \(step("build")), "{swiftFlags}"],
           "nothingChanged": \(step("nothing-changed"))],
           "touch": \(step("touch")), "{file}"],
           "test": \(step("test"))]}}
        """.write(to: configFile, atomically: true, encoding: .utf8)
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", configFile.path, "--runs", "1", "--quiet",
                "--output", folder.appendingPathComponent("Reports").path,
            ])
        }
        // Commands that only trace find no tests and compile nothing: the run fails, after
        // every command ran where its measure needs it.
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("no tests found"), "\(result.stderr)")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
            .map { $0.replacingOccurrences(of: variant.path + "/", with: "") }
        let presenter = "GatherPresenter.swift"
        let controller = "GatherViewController.swift"
        // The instrumented builds first, each after a clean (no coverage run carries type
        // checking for configured commands); then the timed run.
        #expect(lines.first == "clean ")
        #expect(lines.dropFirst(1).first == "build -Xfrontend -debug-time-function-bodies")
        #expect(lines.dropFirst(2).first == "clean ")
        let statistics = lines.dropFirst(3).first ?? ""
        #expect(statistics.hasPrefix("build -stats-output-dir "), "\(lines)")
        #expect(statistics.hasSuffix(" -disable-batch-mode -gnone"), "\(lines)")
        let timed = Array(lines.dropFirst(4))
        #expect(
            Array(timed.prefix(9)) == [
                "clean ", "build ", "nothing-changed ",
                // The incremental build's one file: a Gather screen file.
                "touch \(timed.count > 3 && timed[3].hasSuffix(controller) ? controller : presenter)",
                "build ",
                // The variant-only build: every own file.
                "touch \(presenter)", "touch \(controller)", "build ", "test ",
            ])
        #expect(lines.count == 13, "\(lines)")
        // Notes name the configured commands, not SwiftPM's.
        let snapshot = try Self.json(
            folder.appendingPathComponent("Reports").appendingPathComponent("metrics.json"))
        let measured =
            (snapshot["measurements"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
        // Notes and the failure's reason alike.
        let notes =
            measured.flatMap { $0["diagnostics"] as? [String] ?? [] }
            + measured.compactMap { $0["failureReason"] as? String }
        #expect(notes.contains { $0.contains("the test command exited 0") }, "\(notes)")
        #expect(!notes.contains { $0.contains("'swift test'") || $0.contains("swift build") })
    }

    /// `{configFolder}` is filled in once, with every other placeholder, from the template as
    /// written: a configuration kept in a folder named `cfg{name}` runs its commands there, not
    /// in `cfg<variant name>`.
    @Test func theConfigFolderIsExpandedOnceEvenWhenItsNameHoldsBraces() async throws {
        let parent = try makeTemporaryFolder("archmetrics-config-folder")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("cfg{name}")
        _ = try Self.variant("Steps", in: folder, types: ["GatherPresenter"])
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try """
        {"variants": [{"name": "Steps", "path": "Steps"}],
         "commands": {
           "build": ["sh", "-c", "echo \\"$0\\" >> \\"$0/trace.txt\\"", "{configFolder}"],
           "test": ["true"]}}
        """.write(to: configFile, atomically: true, encoding: .utf8)
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", configFile.path, "--compile-work-only", "--quiet",
                "--output", parent.appendingPathComponent("Reports").path,
            ])
        }
        #expect(result.status != 2, "\(result.stderr)")
        let trace = try String(
            contentsOf: folder.appendingPathComponent("trace.txt"), encoding: .utf8)
        #expect(
            Set(trace.split(separator: "\n").map(String.init)) == [folder.path], "\(trace)")
    }

    /// A JUnit file the test run did not write (left by an earlier run) is not read as its
    /// results: the counts are unknown, and a note says why.
    @Test func aJUnitFileOlderThanTheTestRunIsNotItsResult() async throws {
        let folder = try makeTemporaryFolder("archmetrics-script-stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = try Self.variant("Stale", in: folder, types: ["GatherPresenter"])
        let old = variant.appendingPathComponent("results.xml")
        try "<testsuites><testsuite><testcase name=\"old\"/></testsuite></testsuites>".write(
            to: old, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: old.path)
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try """
        {"variants": [{"name": "Stale", "path": "Stale"}],
         "commands": {"build": ["true"], "test": ["true"], "testResults": ["results.xml"]}}
        """.write(to: configFile, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Reports")
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", configFile.path, "--runs", "1", "--quiet",
                "--output", output.path,
            ])
        }
        // Only a stale file: no tests found, a failed measurement, not an "ok" without counts.
        #expect(result.status == 1, "\(result.stderr)")
        let snapshot = try Self.json(output.appendingPathComponent("metrics.json"))
        let variants =
            (snapshot["measurements"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
        let stale = try #require(variants.first)
        #expect(stale["tests"] == nil, "\(stale["tests"] ?? "")")
        #expect(
            (stale["failureReason"] as? String)?.contains("no tests found") == true, "\(stale)")
        let notes = stale["diagnostics"] as? [String] ?? []
        #expect(
            notes.contains {
                $0.contains("no JUnit results written by the test run")
                    && $0.contains("1 older file ignored")
            },
            "\(notes)")
    }

    @Test func aConfigurationMistakeStopsBeforeAnyBuildWithExit2() async throws {
        let folder = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configFile = folder.appendingPathComponent("archmetrics.json")
        let text = try String(contentsOf: configFile, encoding: .utf8)
            .replacingOccurrences(of: "\"{scratch}\", \"{swiftFlags}\"", with: "\"{scracth}\"")
        try text.write(to: configFile, atomically: true, encoding: .utf8)
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", configFile.path, "--quiet",
                "--output", folder.appendingPathComponent("Reports").path,
            ])
        }
        #expect(result.status == 2)
        #expect(result.stderr.contains("commands.build[3]"), "\(result.stderr)")
        #expect(result.stderr.contains("unknown placeholder {scracth}"), "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Reports").path))
    }

    /// A placeholder inside an `sh -c` script is legal but risky: the command says so on stderr
    /// at the script's place in the file (as an error would) and goes on.
    @Test func aPlaceholderInsideAShellScriptIsAWarningAtItsPlace() async throws {
        let folder = try Self.copyOfFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configFile = folder.appendingPathComponent("archmetrics.json")
        let text = try String(contentsOf: configFile, encoding: .utf8)
            .replacingOccurrences(
                of: #""test": ["sh", "{configFolder}/test.sh", "{variant}", "{scratch}"]"#,
                with: #""test": ["sh", "-c", "sh test.sh {variant} {scratch}"]"#)
        try text.write(to: configFile, atomically: true, encoding: .utf8)
        let line = try #require(
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("\"sh\", \"-c\"")
            })
        let result = try await offThePool {
            try BuiltTool.run([
                "report", "--config", configFile.path, "--no-build", "--quiet",
                "--output", folder.appendingPathComponent("Reports").path,
            ])
        }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("archmetrics.json:\(line + 1):"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                ": warning: commands.test[2]: {variant} and {scratch} sit inside the script"),
            "\(result.stderr)")
    }
}
