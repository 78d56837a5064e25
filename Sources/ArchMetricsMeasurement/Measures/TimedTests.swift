import ArchMetricsModel
import Foundation

/// `swift test` in a fresh scratch folder: build plus run. The test execution time is the
/// runners' own figure from that same output rather than a second `swift test --skip-build`:
/// one command per run instead of two, and the runner's clock excludes process start-up and
/// test discovery, which are not the tests' cost.
struct TimedTests: RunMeasure {
    let scratchPurpose = "test"

    func measure(
        _ step: MeasurementSchedule.Step, scratchFolder: URL,
        remaining: [MeasurementSchedule.Step], in session: MeasurementSession
    ) throws {
        let variantIndex = step.variantIndex
        let commands = session.commands(variantIndex)
        let reader = TestOutputReader()
        let started = Date()
        let outcome = try session.runStep(
            step, "clean test run",
            session.commandLine(commands.test, variantIndex, scratchFolder: scratchFolder),
            logKind: "test", remaining: remaining, observe: reader.consume)
        // Read as it streamed by: every byte, however much the log leaves out.
        var summary = reader.summary
        if !commands.testResults.isEmpty {
            let junit = TestResultFiles.read(
                commands.testResults, variantIndex, scratchFolder: scratchFolder,
                writtenSince: started, in: session)
            // The JUnit files are the configured source of truth; a crash seen in the output
            // still explains a failed command.
            summary.counts = junit?.counts
            summary.executionSeconds = junit?.executionSeconds
            if let junit { session.update(variantIndex) { $0.testFiles = junit.files } }
            // A result without a test beside a run that printed some (plain `swift test
            // --xunit-output` on Linux writes only an empty Swift Testing file) is the wrong
            // file, not a run of no tests.
            if let junit, junit.counts.ran == 0, let printed = reader.summary.counts,
                printed.ran > 0
            {
                let reason =
                    "the JUnit results at \(commands.testResults.joined(separator: ", ")) count 0 tests, but the test run printed \(printed.ran) (log: \(session.folders.relativeLogPath(outcome.logFile))); point testResults at the file that holds them"
                session.update(variantIndex) {
                    $0.status = .testsFailed
                    $0.failureReason = reason
                }
                session.progress.report(
                    "\(session.variants[variantIndex].name): \(reason); not measured further")
                return
            }
        } else {
            session.noteTestOutput(summary, outcome, variantIndex)
        }
        session.recordTestCounts(summary.counts, variantIndex)
        guard
            session.accept(
                outcome, step, "clean test run",
                failure: summary.counts == nil && summary.crash == nil
                    ? .buildFailed : .testsFailed,
                crash: summary.crash)
        else { return }
        session.record(.cleanTest, outcome, step)
        if let executionSeconds = summary.executionSeconds {
            session.record(.testExecution, executionSeconds, step)
        } else {
            session.note(
                commands.testResults.isEmpty
                    ? "no XCTest or Swift Testing summary in \(session.folders.relativeLogPath(outcome.logFile)); test execution time not measured"
                    : "no test times in the JUnit results (\(commands.testResults.joined(separator: ", "))); test execution time not measured",
                variantIndex)
        }
    }
}
