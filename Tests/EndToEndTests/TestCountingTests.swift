import Foundation
import TestSupport
import Testing

/// scripts/count-tests.sh, which gives the test command (scripts/test-all.sh) its closing line:
/// every test counted once, as passed, failed or skipped, whatever its name and whichever runner
/// (XCTest, Swift Testing, or both in one `swift test` log) ran it; Swift Testing's from the
/// JUnit file it writes beside the log when there is one, and a console that lost lines said.
@Suite struct TestCountingTests {
    static let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)

    /// The closing line count-tests.sh prints for `logs`, each with Swift Testing's JUnit file
    /// beside it (`step0-swift-testing.xml` for `step0.log`, as `--xunit-output step0.xml`
    /// names it) where `junit` gives one.
    static func count(_ logs: [String], junit: [String?] = []) throws -> String {
        let folder = try makeTemporaryFolder("archmetrics-count-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try logs.enumerated().map { index, log in
            let file = folder.appendingPathComponent("step\(index).log")
            try log.write(to: file, atomically: true, encoding: .utf8)
            if index < junit.count, let xml = junit[index] {
                try xml.write(
                    to: folder.appendingPathComponent("step\(index)-swift-testing.xml"),
                    atomically: true, encoding: .utf8)
            }
            return file.path
        }
        let result = try BuiltTool.run(
            [Repository.path("scripts/count-tests.sh").path] + paths, executable: "/bin/bash")
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// XCTest's lines (Linux form) for one passing, one failing (two assertions) and one skipped
    /// case per letter, and its summaries, whose "failures" count assertions, not tests.
    static var xctestLog: String {
        var lines = ["Test Suite 'All tests' started at 2026-12-06 03:04:41.001"]
        for letter in letters {
            let type = "\(letter.uppercased())Tests"
            lines += [
                "Test Case '\(type).\(letter)Passes' started at 2026-12-06 03:04:41.131",
                "Test Case '\(type).\(letter)Passes' passed (0.071 seconds)",
                "/src/T.swift:17: error: \(type).\(letter)Fails : XCTAssertEqual failed: (\"1\") is not equal to (\"2\") - ",
                "/src/T.swift:18: error: \(type).\(letter)Fails : XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - ",
                "Test Case '\(type).\(letter)Fails' failed (0.0 seconds)",
                "/src/T.swift:19: \(type).\(letter)Skips : Test skipped - not here",
                "Test Case '\(type).\(letter)Skips' skipped (0.007 seconds)",
                // macOS's form of the same three lines.
                "Test Case '-[Module.\(type) \(letter)MacPasses]' passed (0.001 seconds).",
                "Test Case '-[Module.\(type) \(letter)MacFails]' failed (0.002 seconds).",
                "Test Case '-[Module.\(type) \(letter)MacSkips]' skipped (0.000 seconds).",
                "Test Suite '\(type)' failed at 2026-12-06 03:04:41.210",
                "\t Executed 5 tests, with 2 tests skipped and 3 failures (0 unexpected) in 0.079 (0.079) seconds",
            ]
        }
        lines += [
            "Test Suite 'All tests' failed at 2026-12-06 03:04:41.210",
            "\t Executed 130 tests, with 52 tests skipped and 78 failures (0 unexpected) in 0.079 (0.079) seconds",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Swift Testing's lines, per letter: a passing test, one passing with a known issue, a
    /// failing test with two recorded issues (whose messages say "failed"), a failing
    /// parameterized test, a skipped one, a skipped suite's test, and a passing display name.
    static var swiftTestingLog: String {
        var lines = ["◇ Test run started.", "↳ Testing Library Version: 6.3.1 (937120cbc281cf2)"]
        for letter in letters {
            lines += [
                "➜ Suite \(letter.uppercased())Disabled skipped: \"whole suite\"",
                "➜ Test \(letter)InDisabledSuite() skipped: \"whole suite\"",
                "➜ Test \(letter)Skipped() skipped",
                "◇ Test \(letter)Passes() started.",
                "✔ Test \(letter)Passes() passed after 0.001 seconds.",
                "━ Test \(letter)Known() recorded a known issue at T.swift:10:41: Expectation failed: Bool(false)",
                "━ Test \(letter)Known() passed after 0.001 seconds with 1 known issue.",
                "✘ Test \(letter)Fails() recorded an issue at T.swift:5:25: Expectation failed: 1 == 2",
                "✘ Test \(letter)Fails() recorded an issue at T.swift:5:42: Expectation failed: 2 == 3",
                "↳ passed after 3 seconds",
                "✘ Test \(letter)Fails() failed after 0.001 seconds with 2 issues.",
                "✘ Test \(letter)Cases(x:) recorded an issue with 1 argument x → 2 at T.swift:9:52: Expectation failed: (x → 2) != 2",
                "✘ Test \(letter)Cases(x:) with 3 test cases failed after 0.001 seconds with 1 issue.",
                "✔ Test \"\(letter.uppercased()) display name run\" passed after 0.001 seconds.",
                "✘ Suite \(letter.uppercased())Suite failed after 0.001 seconds with 3 issues (including 1 known issue).",
            ]
        }
        lines.append(
            "✘ Test run with 182 tests in 52 suites failed after 0.058 seconds with 78 issues (including 26 known issues)."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyTestOfEitherRunnerCountsOnceWhateverItsName() throws {
        // XCTest per letter: 2 passed, 2 failed, 2 skipped; Swift Testing: 3, 2, 2.
        #expect(try Self.count([Self.xctestLog]) == "tests: 52 passed, 52 failed, 52 skipped")
        #expect(try Self.count([Self.swiftTestingLog]) == "tests: 78 passed, 52 failed, 52 skipped")
        // `swift test` prints both runners into one log; the test command sums its steps' logs.
        #expect(
            try Self.count([Self.xctestLog + Self.swiftTestingLog, Self.swiftTestingLog])
                == "tests: 208 passed, 156 failed, 156 skipped")
    }

    /// Swift Testing's JUnit file (the form `swift test --xunit-output` writes), per letter: a
    /// passing test, a parameterized one, a test failing with two issues, a skipped one, and a
    /// failing one whose message says "skipped".
    static var swiftTestingJUnit: String {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>",
            #"  <testsuite name="TestResults" errors="0" tests="104" failures="52" skipped="26" time="0.05">"#,
        ]
        for letter in letters {
            let suite = "Module.\(letter.uppercased())Tests"
            lines += [
                #"    <testcase classname="\#(suite)" name="\#(letter)Passes()" time="0.001" />"#,
                #"    <testcase classname="\#(suite)" name="\#(letter)Cases(x:)" time="0.002" />"#,
                #"    <testcase classname="\#(suite)" name="\#(letter)Fails()" time="0.001">"#,
                #"      <failure message="Expectation failed: 1 == 2" />"#,
                #"      <failure message="Expectation failed: 2 == 3" />"#,
                "    </testcase>",
                #"    <testcase classname="\#(suite)" name="\#(letter)Skipped()" >"#,
                "      <skipped>not here</skipped>",
                "    </testcase>",
                #"    <testcase classname="\#(suite)" name="\#(letter)SaysSkipped()" time="0.001">"#,
                #"      <failure message="Expectation failed: state == .skipped" />"#,
                "    </testcase>",
            ]
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func swiftTestingIsCountedFromItsOwnJUnitFileNotTheConsole() throws {
        // The console lost every test's end line; the JUnit file has them all. XCTest's lines in
        // the same log still count from the console.
        let console = "◇ Test run started.\n✔ Test run with 130 tests in 26 suites passed.\n"
        #expect(
            try Self.count([console], junit: [Self.swiftTestingJUnit])
                == "tests: 52 passed, 52 failed, 26 skipped")
        #expect(
            try Self.count([Self.xctestLog + console], junit: [Self.swiftTestingJUnit])
                == "tests: 104 passed, 104 failed, 78 skipped")
    }

    @Test func aConsoleThatLostTestsSaysHowMany() throws {
        // No JUnit file (the runner never wrote one): its console is counted, and where the
        // run's summary names more tests than ended in the log, the closing line says so.
        var lines = Self.swiftTestingLog.split(separator: "\n").map(String.init)
        lines.removeAll { $0.hasPrefix("✔ Test \"A display") || $0.hasPrefix("➜ Test bSkipped") }
        #expect(
            try Self.count([lines.joined(separator: "\n") + "\n"])
                == "tests: 77 passed, 52 failed, 51 skipped "
                + "(incomplete: step0.log: Swift Testing ran 182 tests, 2 left no line)")
    }

    @Test func aLogWithoutTestsCountsNothing() throws {
        #expect(
            try Self.count(["error: could not build\n"]) == "tests: 0 passed, 0 failed, 0 skipped")
    }
}
