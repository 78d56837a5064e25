import ArchMetricsModel
import Foundation

/// `swift test` in a fresh scratch folder: build plus run. The test execution time is the
/// runners' own figure from that same output rather than a second `swift test --skip-build`:
/// one command per run instead of two, and the runner's clock excludes process start-up and
/// test discovery, which are not the tests' cost.
struct TimedTests: RunMeasure {
    let scratchPurpose = "test"

    func measure(scratchFolder: URL, in context: any RunContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        let commands = context.commands
        let reader = TestOutputReader()
        let started = Date()
        let outcome = try context.runStep(
            "clean test run", context.commandLine(commands.test, scratchFolder: scratchFolder),
            logKind: "test", observe: reader.consume)
        // Read as it streamed by: every byte, however much the log leaves out.
        var summary = reader.summary
        if !commands.testResults.isEmpty {
            let junit = TestResultFiles.read(
                commands.testResults, scratchFolder: scratchFolder, writtenSince: started,
                in: context)
            // The JUnit files are the configured source of truth; a crash seen in the output
            // still explains a failed command.
            summary.counts = junit?.counts
            summary.executionSeconds = junit?.executionSeconds
            findings.testFiles = junit?.files
            // A result without a test beside a run that printed some (plain `swift test
            // --xunit-output` on Linux writes only an empty Swift Testing file) is the wrong
            // file, not a run of no tests.
            if let junit, junit.counts.ran == 0, let printed = reader.summary.counts,
                printed.ran > 0
            {
                findings.failure = VariantFailure(
                    status: .testsFailed,
                    reason:
                        "the JUnit results at \(commands.testResults.joined(separator: ", ")) count 0 tests, but the test run printed \(printed.ran) (log: \(context.logPath(outcome))); point testResults at the file that holds them"
                )
                return findings
            }
        } else {
            noteTestOutput(summary, outcome, context)
        }
        findings.tests = summary.counts
        findings.failure =
            context.failure(
                of: outcome, doing: "clean test run",
                status: summary.counts == nil && summary.crash == nil ? .buildFailed : .testsFailed,
                crash: summary.crash) ?? Self.unsound(summary.counts, outcome, context)
        guard findings.failure == nil else { return findings }
        findings.time(.cleanTest, outcome)
        if let executionSeconds = summary.executionSeconds {
            findings.samples.append(
                MeasureFindings.Sample(measure: .testExecution, seconds: executionSeconds))
        } else {
            findings.notes.append(
                commands.testResults.isEmpty
                    ? "no XCTest or Swift Testing summary in \(context.logPath(outcome)); test execution time not measured"
                    : "no test times in the JUnit results (\(commands.testResults.joined(separator: ", "))); test execution time not measured"
            )
        }
        return findings
    }

    /// What the test output itself says went wrong beyond the counts: bytes that are not UTF-8
    /// (SwiftPM may drop XCTest's output after them), a summary missing from a run that
    /// succeeded, output the log left out.
    private func noteTestOutput(
        _ summary: TestRunSummary, _ outcome: ProcessOutcome, _ context: any RunContext
    ) {
        let log = context.logPath(outcome)
        let invalid = summary.invalidUTF8Lines
        if invalid > 0 {
            context.note(
                "the test output has \(invalid == 1 ? "1 line that is" : "\(invalid) lines that are") not UTF-8 (read with U+FFFD); SwiftPM may drop the test runner's output after such a line, so the test counts may be incomplete; log: \(log)"
            )
        }
        if outcome.omittedOutputBytes > 0 {
            context.note(
                "the test run printed more than the log keeps: \(outcome.omittedOutputBytes) bytes in the middle were left out of \(log) (every byte was read for the counts)"
            )
        }
    }

    /// The failure of a test command that exited 0 over results that are not a pass: no tests
    /// found (nothing counted, or 0 ran: a command that does nothing), or tests that failed
    /// (a wrapper that swallowed the runner's status). nil when the counts are a pass.
    static func unsound(_ counts: TestCounts?, _ outcome: ProcessOutcome, _ context: any RunContext)
        -> VariantFailure?
    {
        let log = context.logPath(outcome)
        let what = "clean test run: \(context.commands.testName) exited 0"
        guard let counts, counts.ran > 0 else {
            let found =
                counts == nil
                ? "printed no XCTest or Swift Testing summary and no test results were read"
                : "ran 0 tests"
            return VariantFailure(
                status: .testsFailed, reason: "\(what) but \(found): no tests found; log: \(log)")
        }
        guard counts.failed == 0 else {
            return VariantFailure(
                status: .testsFailed,
                reason:
                    "\(what) but \(counts.failed) of \(counts.ran) tests failed; log: \(log)")
        }
        return nil
    }
}
