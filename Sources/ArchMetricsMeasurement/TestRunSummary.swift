import ArchMetricsModel

/// What `swift test`'s output says about the tests: counts and the runners' own execution time.
/// A package may run XCTest and Swift Testing in one `swift test`; their figures are added up.
/// `TestOutputReader` reads it from the output.
package struct TestRunSummary: Equatable, Sendable {
    /// nil when neither runner printed a summary (the build failed, or the runner crashed).
    package var counts: TestCounts?
    /// XCTest's total wall time (the parenthesised figure) plus Swift Testing's "after X seconds";
    /// nil when neither runner printed one.
    package var executionSeconds: Double?
    /// The test process died (a trap, `fatalError`, a crash): what SwiftPM and the runtime said,
    /// and the test case that was running. nil when it did not.
    package var crash: String?
    /// Lines of output that were not valid UTF-8 (read with U+FFFD in their place). SwiftPM may
    /// drop XCTest's output after such a line, so the counts may be incomplete.
    package var invalidUTF8Lines = 0

    /// Reads XCTest's "Executed N tests, with [S tests skipped and] F failures (U unexpected) in
    /// X (Y) seconds" after the `All tests` (or `Selected tests`) suite, its "Test Case '…' failed"
    /// lines, and Swift Testing's "Test run with N tests in M suites passed|failed after X seconds"
    /// with its per-test "failed after" and "skipped" lines.
    ///
    /// Failures are counted per test, not per assertion: XCTest's "F failures" counts assertions.
    package static func parse(_ output: String) -> TestRunSummary {
        let reader = TestOutputReader()
        reader.consume(output)
        return reader.summary
    }
}
