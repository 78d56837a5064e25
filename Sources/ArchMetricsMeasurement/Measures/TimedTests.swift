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
        let reader = TestOutputReader()
        let outcome = try session.runStep(
            step, "clean test run",
            [
                "test", "--package-path", session.variants[step.variantIndex].packageFolder.path,
                "--scratch-path", scratchFolder.path,
            ],
            remaining: remaining, observe: reader.consume)
        // Read as it streamed by: every byte, however much the log leaves out.
        let summary = reader.summary
        session.noteTestOutput(summary, outcome, step.variantIndex)
        session.recordTestCounts(summary.counts, step.variantIndex)
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
                "no XCTest or Swift Testing summary in \(session.folders.relativeLogPath(outcome.logFile)); test execution time not measured",
                step.variantIndex)
        }
    }
}
