import ArchMetricsModel
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsMeasurement

/// `swift test` output read as it streams: lossy UTF-8, crashes, lines split across chunks.
@Suite struct TestOutputReaderTests {
    static let passingSummary = """
        Test Suite 'All tests' started at 2026-11-21 23:30:05.344
        Test Case 'ProbeTests.testA' started at 2026-11-21 23:30:05.347
        Test Case 'ProbeTests.testA' passed (0.002 seconds)
        Test Case 'ProbeTests.testB' started at 2026-11-21 23:30:05.348
        Test Case 'ProbeTests.testB' passed (0.001 seconds)
        Test Suite 'All tests' passed at 2026-11-21 23:30:05.349
        \t Executed 2 tests, with 0 failures (0 unexpected) in 0.003 (0.003) seconds

        """

    /// A test writing `41 FF FE` (not UTF-8) before the summary: the counts survive, and the
    /// summary says how many lines were not UTF-8.
    @Test func invalidUTF8IsReadLossilyAndCounted() {
        var bytes = Array(Self.passingSummary.utf8)
        let at = bytes.firstIndex(of: UInt8(ascii: "\n"))! + 1
        bytes.insert(contentsOf: [0x41, 0xFF, 0xFE, 0x0A], at: at)
        let reader = TestOutputReader()
        bytes.withUnsafeBytes { reader.consume($0) }
        let summary = reader.summary
        #expect(summary.counts == TestCounts(ran: 2, passed: 2, failed: 0, skipped: 0))
        #expect(summary.invalidUTF8Lines == 1)
        #expect(summary.crash == nil)
    }

    /// The same output handed over one byte at a time: lines straddle chunks.
    @Test func linesSplitAcrossChunksAreJoined() {
        let reader = TestOutputReader()
        for byte in Array(Self.passingSummary.utf8) {
            withUnsafeBytes(of: byte) { reader.consume($0) }
        }
        #expect(reader.summary.counts == TestCounts(ran: 2, passed: 2, failed: 0, skipped: 0))
        #expect(reader.summary.executionSeconds == 0.003)
    }

    /// A log whose bytes are not all UTF-8 is still read (it used to read as empty).
    @Test func aLogWithInvalidUTF8StillReads() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("x.log")
        try Data([0x41, 0xFF, 0xFE, 0x0A] + Array("Executed 1 test\n".utf8)).write(to: log)
        let outcome = ProcessOutcome(
            termination: .exited(0), durationSeconds: 0, timedOut: false, logFile: log)
        #expect(outcome.logText() == "A\u{FFFD}\u{FFFD}\nExecuted 1 test\n")
    }

    /// Real `swift test` output (6.3.1, Linux) of an XCTest test calling `fatalError`.
    @Test func aFatalErrorIsACrashNamingItsTest() throws {
        let output = try MeasurementParsingTests.output("xctest-fatal-error.txt")
        let summary = TestRunSummary.parse(output)
        #expect(summary.counts == nil)
        let crash = try #require(summary.crash)
        #expect(crash.contains("crashed"), "\(crash)")
        #expect(crash.contains("ProbeTests.testProbe"), "\(crash)")
        #expect(crash.contains("Fatal error: probe crash"), "\(crash)")
    }
}
