import ArchMetricsMeasurement
import ArchMetricsModel
import Testing

@Suite struct MeasurementStatisticsTests {
    @Test func statisticsOfSeveralSamples() {
        let statistics = SampleStatistics.from([10, 12, 11, 15])
        #expect(statistics.samples == [10, 12, 11, 15])
        #expect(statistics.mean == 12)
        // Sample deviation (n − 1): squared deviations 4 + 0 + 1 + 9 = 14, over 3.
        #expect(abs(statistics.standardDeviation - (14.0 / 3).squareRoot()) < 1e-12)
        #expect(statistics.median == 11.5)
        #expect(statistics.min == 10)
        #expect(statistics.max == 15)
        #expect(statistics.isNoisy, "CV 0.18 is above 0.10")
        #expect(!SampleStatistics.from([10, 10.2, 9.9]).isNoisy)
    }

    @Test func oddCountMedianKeepsSamplesInMeasuredOrder() {
        let statistics = SampleStatistics.from([1, 9, 2])
        #expect(statistics.median == 2)
        #expect(statistics.samples == [1, 9, 2])
    }

    @Test func oneSampleHasNoDeviation() {
        let statistics = SampleStatistics.from([3.5])
        #expect(
            statistics.mean == 3.5 && statistics.median == 3.5 && statistics.standardDeviation == 0)
        #expect(statistics.coefficientOfVariation == 0)
    }

    @Test func noSamplesGiveZeros() {
        #expect(
            SampleStatistics.from([])
                == SampleStatistics(
                    samples: [], mean: 0, standardDeviation: 0, median: 0, min: 0, max: 0))
    }

    @Test func scheduleInterleavesVariantsRunByRunAfterWarmup() {
        let steps = MeasurementSchedule.steps(variantCount: 3, runs: 2, warmup: 1)
        #expect(steps.map(\.variantIndex) == [0, 1, 2, 0, 1, 2, 0, 1, 2])
        #expect(
            steps.map(\.isWarmup) == [true, true, true, false, false, false, false, false, false])
        #expect(steps.map(\.runNumber) == [1, 1, 1, 1, 1, 1, 2, 2, 2])
    }

    @Test func scheduleWithoutWarmupOrVariants() {
        #expect(
            MeasurementSchedule.steps(variantCount: 2, runs: 1, warmup: 0)
                == [
                    .init(variantIndex: 0, runNumber: 1, isWarmup: false),
                    .init(variantIndex: 1, runNumber: 1, isWarmup: false),
                ])
        #expect(MeasurementSchedule.steps(variantCount: 0, runs: 3, warmup: 1).isEmpty)
    }
}
