import ArchMetricsModel
import ArchMetricsSupport
import Foundation

/// What `swift test`'s output says about the tests: counts and the runners' own execution time.
/// A package may run XCTest and Swift Testing in one `swift test`; their figures are added up.
public struct TestRunSummary: Equatable, Sendable {
    /// nil when neither runner printed a summary (the build failed, or the runner crashed).
    public var counts: TestCounts?
    /// XCTest's total wall time (the parenthesised figure) plus Swift Testing's "after X seconds";
    /// nil when neither runner printed one.
    public var executionSeconds: Double?

    public init(counts: TestCounts?, executionSeconds: Double?) {
        self.counts = counts
        self.executionSeconds = executionSeconds
    }

    /// Reads XCTest's "Executed N tests, with [S tests skipped and] F failures (U unexpected) in
    /// X (Y) seconds" after the `All tests` (or `Selected tests`) suite, its "Test Case '…' failed"
    /// lines, and Swift Testing's "Test run with N tests in M suites passed|failed after X seconds"
    /// with its per-test "failed after" and "skipped" lines.
    ///
    /// Failures are counted per test, not per assertion: XCTest's "F failures" counts assertions.
    public static func parse(_ output: String) -> TestRunSummary {
        typealias XCTestTotals = (ran: Int, skipped: Int, seconds: Double)
        var xcTestTopSuite: XCTestTotals?
        var xcTestLast: XCTestTotals?
        var xcTestFailedCases = 0
        var previousLineClosedTopSuite = false
        var swiftTesting: (ran: Int, seconds: Double)?
        var swiftTestingFailed = 0
        var swiftTestingSkipped = 0

        let executed =
            /^Executed (\d+) tests?, with (?:(\d+) tests? skipped and )?\d+ failures? \(\d+ unexpected\) in [0-9.]+ \(([0-9.]+)\) seconds/
        let topSuiteEnded = /^Test Suite '(?:All tests|Selected tests)' (?:passed|failed) at/
        let caseFailed = /^Test Case '.+' failed \(/
        let runEnded =
            /^(?:\S+ )?Test run with (\d+) tests? in \d+ suites? (?:passed|failed) after ([0-9.]+) seconds/
        // Swift Testing's per-test lines start with a status symbol; its run, case and XCTest's
        // "Test Case '…'" lines are not per-test results.
        let testFailed = /^(?:\S+ )?Test (?!run with |case |Case ').+ failed after [0-9.]+ seconds/
        let testSkipped = /^(?:\S+ )?Test (?!run with |case |Case ').+ skipped(?:[:.]|$)/

        // Anchored at line starts: compiler diagnostics quote source lines, which may say anything.
        for lineSlice in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = lineSlice.trimmingCharacters(in: .whitespaces)
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
                if line.firstMatch(of: caseFailed) != nil { xcTestFailedCases += 1 }
            } else if line.contains("Test run with "), let match = line.firstMatch(of: runEnded) {
                let ran = Int(match.1) ?? 0
                let seconds = Double(match.2) ?? 0
                swiftTesting = (
                    ran + (swiftTesting?.ran ?? 0), seconds + (swiftTesting?.seconds ?? 0)
                )
            } else if line.contains(" failed after "), line.firstMatch(of: testFailed) != nil {
                swiftTestingFailed += 1
            } else if line.contains(" skipped"), line.firstMatch(of: testSkipped) != nil {
                swiftTestingSkipped += 1
            }
            previousLineClosedTopSuite = closesTopSuite
        }

        let xcTest = xcTestTopSuite ?? xcTestLast
        guard xcTest != nil || swiftTesting != nil else {
            return TestRunSummary(counts: nil, executionSeconds: nil)
        }
        let ran = (xcTest?.ran ?? 0) + (swiftTesting?.ran ?? 0)
        let skipped = (xcTest?.skipped ?? 0) + (swiftTesting == nil ? 0 : swiftTestingSkipped)
        let failed =
            (xcTest == nil ? 0 : xcTestFailedCases) + (swiftTesting == nil ? 0 : swiftTestingFailed)
        let counts = TestCounts(
            ran: ran, passed: max(0, ran - failed - skipped), failed: failed, skipped: skipped)
        return TestRunSummary(
            counts: counts, executionSeconds: (xcTest?.seconds ?? 0) + (swiftTesting?.seconds ?? 0))
    }
}
