import ArchMetricsModel

/// What the session does with the findings a measure returns: the one place that writes the
/// variants' figures, statuses and notes.
extension MeasurementSession {
    /// Records `findings` of variant `variantIndex`: test counts first (a change between runs is
    /// a note), then the samples (warm-up ones are thrown away: they exist to warm caches), the
    /// coverage, the figures of each kind (combined with an earlier one by the kind's
    /// `combine`), the failure, and the notes about the figures.
    func record(_ findings: MeasureFindings, _ variantIndex: Int, step: MeasurementSchedule.Step?) {
        if let counts = findings.tests { recordTestCounts(counts, variantIndex) }
        if let testFiles = findings.testFiles { states[variantIndex].testFiles = testFiles }
        if step?.isWarmup != true {
            for sample in findings.samples {
                states[variantIndex].samples[sample.measure, default: []].append(sample.seconds)
                guard let usage = sample.usage else { continue }
                states[variantIndex].cpuSamples[sample.measure, default: []].append(
                    usage.cpuSeconds)
                states[variantIndex].memorySamples[sample.measure, default: []].append(
                    Double(usage.peakResidentBytes))
            }
        }
        if let coverage = findings.coverage {
            states[variantIndex].featureCoverage = coverage.features
            states[variantIndex].roleCoverage = coverage.roles
        }
        states[variantIndex].figures.record(findings.figures)
        if let failure = findings.failure {
            recordFailure(failure, variantIndex)
        }
        for message in findings.notes { note(message, variantIndex) }
    }

    /// The variant's first failure is its status; a later one (an untimed build after tests
    /// that failed) is added to the reason, never put in its place.
    private func recordFailure(_ failure: VariantFailure, _ variantIndex: Int) {
        if states[variantIndex].status == .ok {
            states[variantIndex].status = failure.status
            states[variantIndex].failureReason = failure.reason
        } else {
            states[variantIndex].failureReason =
                (states[variantIndex].failureReason.map { $0 + "; then " } ?? "") + failure.reason
        }
        progress.report("\(variants[variantIndex].name): \(failure.reason); not measured further")
    }

    private func recordTestCounts(_ counts: TestCounts, _ variantIndex: Int) {
        if let previous = states[variantIndex].tests, previous != counts {
            note(
                "test counts changed between runs: \(previous.ran) ran/\(previous.failed) failed, then \(counts.ran) ran/\(counts.failed) failed",
                variantIndex)
        }
        states[variantIndex].tests = counts
    }

    /// The variant's failure if `outcome` failed: a timeout, else `status` with what failed
    /// and how, during `step` when in a timed run.
    func failure(
        of outcome: ProcessOutcome, doing what: String, during step: MeasurementSchedule.Step?,
        status: VariantMeasurement.Status, crash: String?
    ) -> VariantFailure? {
        if outcome.succeeded { return nil }
        let when = step.map { " (\(runLabel($0)))" } ?? ""
        let log = folders.relativeLogPath(outcome.logFile)
        if outcome.timedOut {
            return VariantFailure(
                status: .timedOut,
                reason:
                    "\(what)\(when) timed out after \(Int(options.timeoutSeconds)) s; log: \(log)")
        }
        let kind =
            crash.map { "tests crashed (\($0))" }
            ?? (status == .testsFailed ? "tests failed" : "build failed")
        return VariantFailure(
            status: status, reason: "\(what)\(when): \(kind), \(outcome.termination); log: \(log)")
    }

    /// `run 2/3`, `warm-up 1/1`, `run 4 (adaptive, at most 10)`.
    func runLabel(_ step: MeasurementSchedule.Step) -> String {
        step.isWarmup
            ? "warm-up \(step.runNumber)/\(options.warmup)"
            : step.runNumber > options.runs
                ? "run \(step.runNumber) (adaptive, at most \(options.maxRuns))"
                : "run \(step.runNumber)/\(options.runs)"
    }
}
