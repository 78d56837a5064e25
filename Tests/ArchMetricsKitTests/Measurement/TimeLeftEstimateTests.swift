import Testing

@testable import ArchMetricsMeasurement

/// The time-left estimate on a fake clock (the seconds since the run began, given by hand):
/// it counts down inside a long step, grows smoothly when a step overruns instead of freezing,
/// and gives a figure in a run with no timed steps (`--compile-work-only`) once one build is done.
@Suite struct TimeLeftEstimateTests {
    /// Seconds since the run began, moved by hand.
    struct FakeClock {
        var now = 0.0
        mutating func advance(_ seconds: Double) { now += seconds }
    }

    static func steps(_ count: Int) -> [MeasurementSchedule.Step] {
        MeasurementSchedule.steps(variantCount: 1, runs: count, warmup: 0)
    }

    /// An estimate whose first step of variant 0 took 100 s, and whose second starts now.
    static func afterAFirstStepOf100Seconds(_ clock: inout FakeClock) -> TimeLeftEstimate {
        var estimate = TimeLeftEstimate(variantCount: 1, untimedCount: 0)
        estimate.start(.step(variantIndex: 0), at: clock.now)
        clock.advance(100)
        estimate.finish(at: clock.now)
        estimate.start(.step(variantIndex: 0), at: clock.now)
        return estimate
    }

    /// Three runs of one variant; the first took 100 s. Through the second, every reading is
    /// lower than the one before (today's figure stayed at the remaining steps' 100 s throughout).
    @Test func itCountsDownThroughALongStep() throws {
        var clock = FakeClock()
        let steps = Self.steps(3)
        let states = [VariantMeasurementState()]
        let estimate = Self.afterAFirstStepOf100Seconds(&clock)
        var readings: [Double] = []
        for _ in 0..<8 {
            readings.append(
                try #require(
                    estimate.secondsLeft(
                        at: clock.now, after: [steps[2]], untimedFrom: (0, 0), untimed: [],
                        states: states)))
            clock.advance(10)
        }
        #expect(readings.first == 200)
        #expect(zip(readings, readings.dropFirst()).allSatisfy { $1 == $0 - 10 }, "\(readings)")
    }

    /// A step that runs three times as long as the last: the estimate never stands still and
    /// never jumps by more than the clock moved; once past the expected time it grows, slowly.
    @Test func anOverrunningStepGrowsTheEstimateSmoothly() throws {
        var clock = FakeClock()
        let states = [VariantMeasurementState()]
        let estimate = Self.afterAFirstStepOf100Seconds(&clock)
        var readings: [Double] = []
        for _ in 0...300 {
            readings.append(
                try #require(
                    estimate.secondsLeft(
                        at: clock.now, after: [], untimedFrom: (0, 0), untimed: [], states: states))
            )
            clock.advance(1)
        }
        let moves = zip(readings, readings.dropFirst()).map { $1 - $0 }
        #expect(moves.allSatisfy { $0 != 0 && abs($0) <= 1 }, "never frozen, never a jump")
        #expect(readings.allSatisfy { $0 > 0 }, "a running step always has time left")
        #expect(readings[300] > readings[100] && readings[300] < 100, "\(readings[300])")
    }

    /// `--compile-work-only`: no timed step at all. Nothing is known during the first build;
    /// from the second variant on, each build is expected to take what the first took.
    @Test func aRunWithoutTimedStepsIsEstimatedFromItsFirstBuild() throws {
        var clock = FakeClock()
        let untimed: [any UntimedMeasure] = [
            InstrumentedBuildMeasure(instruments: [CompileWorkInstrument()])
        ]
        var estimate = TimeLeftEstimate(variantCount: 3, untimedCount: untimed.count)
        let states = Array(repeating: VariantMeasurementState(), count: 3)
        func left(_ variant: Int) -> Double? {
            estimate.secondsLeft(
                at: clock.now, after: [], untimedFrom: (variant, 1), untimed: untimed,
                states: states)
        }
        estimate.start(.untimed(variantIndex: 0, measureIndex: 0), at: clock.now)
        #expect(left(0) == nil)
        clock.advance(60)
        estimate.finish(at: clock.now)
        estimate.start(.untimed(variantIndex: 1, measureIndex: 0), at: clock.now)
        #expect(left(1) == 120)
        clock.advance(30)
        #expect(left(1) == 90)
    }
}
