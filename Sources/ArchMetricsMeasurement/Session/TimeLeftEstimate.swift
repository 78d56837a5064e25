/// The time-left estimate of the progress lines: the work running now (what is left of its
/// expected time), the untimed measures still to come, each at the average of that measure so
/// far, else at its share of a timed run (`UntimedMeasure.stepShare`), and the timed steps still
/// to come at each variant's average step time so far (the overall average for a variant not
/// yet timed). The untimed measures run first, so until a step is timed a step is what they
/// say: the time they took over their shares of a run, the variant's own first. From the first
/// finished build on, the estimate covers the whole run.
///
/// Times are seconds since the run began, given by the caller (`MeasurementProgress`'s clock),
/// so that the estimate counts down between steps instead of standing still until one ends.
struct TimeLeftEstimate {
    /// What runs: one timed step (a whole run of a variant), or one untimed measure of one.
    enum Work {
        case step(variantIndex: Int)
        case untimed(variantIndex: Int, measureIndex: Int)
    }

    /// A step past its expected time is taken to need this share of the time it has run so
    /// far again: the estimate then grows slowly and smoothly instead of freezing at zero. The
    /// switch happens where both readings agree, at `expected / (1 + share)`, so it never jumps.
    static let overrunShare = 0.25

    /// Wall time of each finished schedule step per variant.
    private var stepSeconds: [[Double]]
    /// Wall time of each finished untimed measure, per measure (index into `untimed`).
    private var untimedSeconds: [[Double]]
    /// The untimed measures finished per variant (index into `untimed`, wall time).
    private var untimedDone: [[(measure: Int, seconds: Double)]]
    private var running: (work: Work, start: Double)?

    init(variantCount: Int, untimedCount: Int) {
        stepSeconds = Array(repeating: [], count: variantCount)
        untimedSeconds = Array(repeating: [], count: untimedCount)
        untimedDone = Array(repeating: [], count: variantCount)
    }

    /// `work` starts at `now`.
    mutating func start(_ work: Work, at now: Double) {
        running = (work, now)
    }

    /// The work started last ends at `now`: its time counts for the rest.
    mutating func finish(at now: Double) {
        guard let running else { return }
        let seconds = max(0, now - running.start)
        switch running.work {
        case .step(let variantIndex): stepSeconds[variantIndex].append(seconds)
        case .untimed(let variantIndex, let measureIndex):
            untimedSeconds[measureIndex].append(seconds)
            untimedDone[variantIndex].append((measureIndex, seconds))
        }
        self.running = nil
    }

    /// Seconds left at `now`: the running work's rest, the timed `remaining` steps, and the
    /// untimed measures from `untimedFrom` on (variant index, index into `untimed`; that measure
    /// included). Nil while nothing is known to go by (no step and no measure finished).
    func secondsLeft(
        at now: Double, after remaining: [MeasurementSchedule.Step],
        untimedFrom: (variant: Int, measure: Int), untimed: [any UntimedMeasure],
        states: [VariantMeasurementState]
    ) -> Double? {
        var seconds = 0.0
        if let running {
            guard let expected = expectedSeconds(running.work, untimed: untimed)
            else { return nil }
            let elapsed = max(0, now - running.start)
            seconds += max(expected - elapsed, Self.overrunShare * elapsed)
        }
        for step in remaining where states[step.variantIndex].isMeasurable {
            guard let step = averageStep(step.variantIndex, untimed: untimed) else { return nil }
            seconds += step
        }
        for variantIndex in states.indices where variantIndex >= untimedFrom.variant {
            let first = variantIndex == untimedFrom.variant ? untimedFrom.measure : 0
            for measureIndex in untimed.indices.dropFirst(first)
            where untimed[measureIndex].applies(to: states[variantIndex]) {
                guard
                    let expected = expectedSeconds(
                        .untimed(variantIndex: variantIndex, measureIndex: measureIndex),
                        untimed: untimed)
                else { return nil }
                seconds += expected
            }
        }
        return seconds
    }

    /// How long `work` is expected to take; nil when nothing finished gives a figure for it.
    private func expectedSeconds(
        _ work: Work, untimed: [any UntimedMeasure]
    ) -> Double? {
        switch work {
        case .step(let variantIndex):
            return averageStep(variantIndex, untimed: untimed)
        case .untimed(let variantIndex, let measureIndex):
            // The same measure of another variant is the closest figure (the only one in a run
            // without timed steps, `--compile-work-only`); else its share of a step.
            if let seen = Self.average(untimedSeconds[measureIndex]) { return seen }
            guard let step = averageStep(variantIndex, untimed: untimed) else { return nil }
            return untimed[measureIndex].stepShare * step
        }
    }

    /// The variant's average step so far, else every variant's; before any step finished, a
    /// step as the untimed measures done so far give it (the variant's, else every variant's);
    /// nil before anything finished.
    private func averageStep(_ variantIndex: Int, untimed: [any UntimedMeasure]) -> Double? {
        Self.average(stepSeconds[variantIndex]) ?? Self.average(Array(stepSeconds.joined()))
            ?? Self.step(from: untimedDone[variantIndex], untimed)
            ?? Self.step(from: Array(untimedDone.joined()), untimed)
    }

    /// One timed step as `done` untimed measures give it: their time over their shares of a
    /// step, so a long measure weighs more than a short one. nil when `done` is empty.
    private static func step(
        from done: [(measure: Int, seconds: Double)], _ untimed: [any UntimedMeasure]
    ) -> Double? {
        let shares = done.map { untimed[$0.measure].stepShare }.reduce(0, +)
        return shares > 0 ? done.map(\.seconds).reduce(0, +) / shares : nil
    }

    private static func average(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
