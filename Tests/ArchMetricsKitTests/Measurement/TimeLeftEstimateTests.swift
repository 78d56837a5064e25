import Testing

@testable import ArchMetricsMeasurement

/// The time-left estimate on a fake clock (the seconds since the run began, given by hand):
/// it counts down inside a long step, grows smoothly when a step overruns instead of freezing,
/// gives a figure in a run with no timed steps (`--compile-work-only`) once one build is done,
/// and one for the whole run while the instrumented builds that come first run.
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
            InstrumentedBuildMeasure(CompileWorkInstrument())
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

    /// Type checking carried by the coverage run's build is expected to take next to nothing,
    /// and the coverage run carrying it somewhat more than one alone; built alone, it takes a
    /// clean build's share.
    @Test func aCarriedInstrumentsShareMovesToTheCoverageRun() {
        let carrier = CarriedInstruments([TypeCheckingInstrument()])
        let alone = InstrumentedBuildMeasure(TypeCheckingInstrument())
        let carried = InstrumentedBuildMeasure(TypeCheckingInstrument(), carrier: carrier)
        #expect(carried.stepShare < alone.stepShare / 10, "\(carried.stepShare)")
        #expect(
            InstrumentedBuildMeasure(CompileWorkInstrument(), carrier: carrier).stepShare
                == InstrumentedBuildMeasure(CompileWorkInstrument()).stepShare)
        #expect(CoverageMeasure(carrying: carrier).stepShare > CoverageMeasure().stepShare)
    }

    /// Compile work over dependencies an earlier variant built is expected at a third of a
    /// clean build (the bundled variants after the first: 2.5–4.8 s against 10–13 s).
    @Test func compileWorkInASharedFolderIsExpectedShorter() throws {
        let scratch = try ScratchSpace()
        defer { scratch.removeAll() }
        let shared = CompileWorkInstrument(shared: SharedDependencyBuild(scratch: scratch))
        #expect(
            InstrumentedBuildMeasure(shared).stepShare * 4
                < InstrumentedBuildMeasure(CompileWorkInstrument()).stepShare)
    }

    /// The main job's shape: six variants, each one's instrumented builds first (coverage,
    /// carrying type checking, then compile work), then three interleaved timed runs. Replayed
    /// with times none of
    /// the estimate's guesses match (the very first build cold and half as long again, the
    /// variants 1.0 to 1.4 times as long, the builds' shares of a run not the assumed ones), the
    /// estimate is there from the end of the first build on, timed runs and all, and stays
    /// within half to twice the time really left: never hours after a few minutes.
    @Test func theInstrumentedBuildsFirstGiveASaneEstimateOfTheWholeRun() throws {
        let carrier = CarriedInstruments([TypeCheckingInstrument()])
        let untimed: [any UntimedMeasure] = [
            CoverageMeasure(carrying: carrier),
            InstrumentedBuildMeasure(TypeCheckingInstrument(), carrier: carrier),
            InstrumentedBuildMeasure(CompileWorkInstrument()),
        ]
        let variantCount = 6
        let steps = MeasurementSchedule.steps(variantCount: variantCount, runs: 3, warmup: 0)
        let states = Array(repeating: VariantMeasurementState(), count: variantCount)
        let factor = [1.0, 1.05, 1.1, 1.2, 1.3, 1.4]
        let untimedSeconds = [30.0, 0.05, 18]
        struct Work {
            var work: TimeLeftEstimate.Work
            var seconds: Double
            var remaining: [MeasurementSchedule.Step]
            var untimedFrom: (variant: Int, measure: Int)
        }
        var works: [Work] = []
        for variant in 0..<variantCount {
            for measure in untimed.indices {
                let cold = variant == 0 && measure == 0 ? 1.5 : 1
                works.append(
                    Work(
                        work: .untimed(variantIndex: variant, measureIndex: measure),
                        seconds: untimedSeconds[measure] * factor[variant] * cold,
                        remaining: steps, untimedFrom: (variant, measure + 1)))
            }
        }
        for (index, step) in steps.enumerated() {
            works.append(
                Work(
                    work: .step(variantIndex: step.variantIndex),
                    seconds: 37 * factor[step.variantIndex],
                    remaining: Array(steps[(index + 1)...]), untimedFrom: (variantCount, 0)))
        }
        let total = works.map(\.seconds).reduce(0, +)
        var clock = FakeClock()
        var estimate = TimeLeftEstimate(variantCount: variantCount, untimedCount: untimed.count)
        for (index, work) in works.enumerated() {
            estimate.start(work.work, at: clock.now)
            for _ in 0..<2 {
                let reading = estimate.secondsLeft(
                    at: clock.now, after: work.remaining, untimedFrom: work.untimedFrom,
                    untimed: untimed, states: states)
                if index > 0 {
                    let left = try #require(reading, "no estimate at \(clock.now) s (\(index))")
                    let truth = total - clock.now
                    #expect(
                        left >= truth / 2 && left <= truth * 2,
                        "at \(clock.now) s: \(left) s left estimated, \(truth) s really")
                }
                clock.advance(work.seconds / 2)
            }
            estimate.finish(at: clock.now)
        }
    }
}
