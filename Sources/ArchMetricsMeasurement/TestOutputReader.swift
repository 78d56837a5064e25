import ArchMetricsModel
import ArchMetricsSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `swift test`'s output as it streams by, in chunks of bytes, into a `TestRunSummary`:
/// XCTest's and Swift Testing's counts and times, a test process that crashed, and how many
/// lines were not UTF-8.
///
/// Bytes, not a `String` of the whole log: a test printing 200 MB costs one pass over memory the
/// pipe already holds, and only lines that can be summary lines (they contain "Test", "Executed"
/// or "error:") are decoded at all. Decoding is lossy: a test that writes invalid UTF-8 must not
/// make the whole output unreadable (and the counts silently zero).
package final class TestOutputReader: @unchecked Sendable {
    /// A line longer than 64 KiB is not a summary line: it is skipped.
    private var lines = LineSplitter()

    private typealias XCTestTotals = (ran: Int, skipped: Int, seconds: Double)
    private var xcTestTopSuite: XCTestTotals?
    private var xcTestLast: XCTestTotals?
    private var xcTestFailedCases = 0
    private var previousLineClosedTopSuite = false
    private var swiftTesting: (ran: Int, seconds: Double)?
    private var swiftTestingFailed = 0
    private var swiftTestingSkipped = 0
    /// The XCTest case running now ("Started" seen, no verdict yet): where a crash happened.
    private var runningCase: String?
    private var crash: String?
    private var fatalMessage: String?
    private var invalidLines = 0

    package init() {}

    /// Feeds the next chunk of output; lines may straddle chunks.
    package func consume(_ chunk: UnsafeRawBufferPointer) {
        lines.consume(chunk) { line($0) }
    }

    package func consume(_ text: String) {
        var text = text
        text.withUTF8 { consume(UnsafeRawBufferPointer($0)) }
    }

    /// The summary of everything consumed (a last line without a newline included).
    package var summary: TestRunSummary {
        lines.finish { line($0) }
        let xcTest = xcTestTopSuite ?? xcTestLast
        var counts: TestCounts?
        var executionSeconds: Double?
        if xcTest != nil || swiftTesting != nil {
            let ran = (xcTest?.ran ?? 0) + (swiftTesting?.ran ?? 0)
            let skipped = (xcTest?.skipped ?? 0) + (swiftTesting == nil ? 0 : swiftTestingSkipped)
            let failed =
                (xcTest == nil ? 0 : xcTestFailedCases)
                + (swiftTesting == nil ? 0 : swiftTestingFailed)
            counts = TestCounts(
                ran: ran, passed: max(0, ran - failed - skipped), failed: failed, skipped: skipped)
            executionSeconds = (xcTest?.seconds ?? 0) + (swiftTesting?.seconds ?? 0)
        }
        var crashText = crash
        if crashText != nil || fatalMessage != nil {
            crashText = [
                crashText ?? "the test process stopped", runningCase.map { "in \($0)" },
                fatalMessage,
            ].compactMap { $0 }.joined(separator: "; ")
        }
        return TestRunSummary(
            counts: counts, executionSeconds: executionSeconds, crash: crashText,
            invalidUTF8Lines: invalidLines)
    }

    /// The words every summary line has, each with the offset of its first `e`: lines are found
    /// by their `e`s (memchr), so a line without one costs a single C call.
    private static let interesting: [(word: [UInt8], e: Int)] = [
        ("Test", 1), ("Executed", 2), ("error:", 0), ("Fatal error", 6),
    ].map { (Array($0.0.utf8), $0.1) }

    /// Whether `bytes` contains one of the words every summary line has: most output lines
    /// (a test's own prints) are skipped without being decoded.
    private static func mayMatter(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var from = 0
        while from < bytes.count,
            let found = memchr(base + from, Int32(UInt8(ascii: "e")), bytes.count - from)
        {
            let position = base.distance(to: UnsafeRawPointer(found))
            for (word, e) in interesting {
                let start = position - e
                guard start >= 0, start + word.count <= bytes.count else { continue }
                if memcmp(base + start, word, word.count) == 0 { return true }
            }
            from = position + 1
        }
        return false
    }

    /// Whether every byte is ASCII, eight at a time.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        var bits: UInt64 = 0
        while index + 8 <= bytes.count {
            bits |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            bits |= UInt64(bytes[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    private func line(_ bytes: UnsafeRawBufferPointer) {
        // Invalid UTF-8 is counted on every line, summary or not: it is what makes SwiftPM drop
        // the rest of XCTest's output.
        // An empty line neither counts nor ends what the line before it started.
        if bytes.isEmpty { return }
        if !Self.isASCII(bytes) && String(validating: bytes, as: UTF8.self) == nil {
            invalidLines += 1
        }
        guard Self.mayMatter(bytes) else {
            previousLineClosedTopSuite = false
            return
        }
        parse(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespaces))
    }

    // Built once: a regex literal is constructed anew wherever it is evaluated. Not Sendable,
    // but never mutated after their one-time initialisation.
    nonisolated(unsafe) private static let executed =
        /^Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?\d+ failures? \(\d+ unexpected\) in [0-9.]+ \(([0-9.]+)\) seconds/
    nonisolated(unsafe) private static let topSuiteEnded =
        /^Test Suite '(?:All tests|Selected tests)' (?:passed|failed) at/
    nonisolated(unsafe) private static let caseStarted = /^Test Case '(.+)' started/
    nonisolated(unsafe) private static let caseEnded = /^Test Case '.+' (passed|failed|skipped) \(/
    nonisolated(unsafe) private static let runEnded =
        /^(?:\S+ )?Test run with (\d+) tests? in \d+ suites? (?:passed|failed) after ([0-9.]+) seconds/
    // Swift Testing's per-test lines start with a status symbol; its run, case and XCTest's
    // "Test Case '…'" lines are not per-test results.
    nonisolated(unsafe) private static let testFailed =
        /^(?:\S+ )?Test (?!run with |case |Case ').+ failed after [0-9.]+ seconds/
    nonisolated(unsafe) private static let testSkipped =
        /^(?:\S+ )?Test (?!run with |case |Case ').+ skipped(?:[:.]|$)/
    // SwiftPM's words for a test process that died of a signal (a trap, fatalError, a crash),
    // and the Swift runtime's own last words.
    // "error: Process '…/XTests.xctest' exited with unexpected signal code 4" (SwiftPM 6.3).
    nonisolated(unsafe) private static let exitedWithSignal =
        /^error: .*[Ee]xited with (?:unexpected )?signal code (\d+)/
    nonisolated(unsafe) private static let fatalError = /Fatal error(?::.*)?$/

    private func parse(_ line: String) {
        let executed = Self.executed
        let topSuiteEnded = Self.topSuiteEnded
        let caseStarted = Self.caseStarted
        let caseEnded = Self.caseEnded
        let runEnded = Self.runEnded
        let testFailed = Self.testFailed
        let testSkipped = Self.testSkipped
        let exitedWithSignal = Self.exitedWithSignal
        let fatalError = Self.fatalError

        // Anchored at line starts: compiler diagnostics quote source lines, which may say anything.
        var closesTopSuite = false
        if line.contains("Executed "), let match = line.firstMatch(of: executed) {
            // Nested suites print their own totals; the top suite's (else the last one) wins.
            let totals = (
                Int(match.1) ?? 0, match.2.flatMap { Int($0) } ?? 0, Double(match.3) ?? 0
            )
            xcTestLast = totals
            if previousLineClosedTopSuite { xcTestTopSuite = totals }
        } else if line.hasPrefix("Test Suite '") {
            closesTopSuite = line.firstMatch(of: topSuiteEnded) != nil
        } else if line.hasPrefix("Test Case '") {
            if let match = line.firstMatch(of: caseStarted) {
                runningCase = String(match.1)
            } else if let match = line.firstMatch(of: caseEnded) {
                if match.1 == "failed" { xcTestFailedCases += 1 }
                runningCase = nil
            }
        } else if line.contains("Test run with "), let match = line.firstMatch(of: runEnded) {
            let ran = Int(match.1) ?? 0
            let seconds = Double(match.2) ?? 0
            swiftTesting = (ran + (swiftTesting?.ran ?? 0), seconds + (swiftTesting?.seconds ?? 0))
        } else if line.contains(" failed after "), line.firstMatch(of: testFailed) != nil {
            swiftTestingFailed += 1
        } else if line.contains(" skipped"), line.firstMatch(of: testSkipped) != nil {
            swiftTestingSkipped += 1
        } else if line.hasPrefix("error: "), line.contains("xited with"),
            let match = line.firstMatch(of: exitedWithSignal)
        {
            crash = "the test process crashed (signal \(match.1))"
        } else if fatalMessage == nil, line.contains("Fatal error"),
            line.firstMatch(of: fatalError) != nil
        {
            fatalMessage = String(line.prefix(300))
        }
        previousLineClosedTopSuite = closesTopSuite
    }
}
