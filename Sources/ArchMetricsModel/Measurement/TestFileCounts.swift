/// The tests of one test file as a JUnit XML report gives them (`testFiles` in metrics.json):
/// the file (the `file` attribute, else the test class name), counts like `TestCounts`, and the
/// names of the tests that failed.
package struct TestFileCounts: Codable, Equatable, Sendable {
    package var file: String
    package var ran: Int
    package var passed: Int
    package var failed: Int
    package var skipped: Int
    /// The failed (or erroring) tests, in report order; nil when none failed.
    package var failures: [String]?

    package init(
        file: String, ran: Int, passed: Int, failed: Int, skipped: Int, failures: [String]? = nil
    ) {
        self.file = file
        self.ran = ran
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.failures = failures
    }
}
