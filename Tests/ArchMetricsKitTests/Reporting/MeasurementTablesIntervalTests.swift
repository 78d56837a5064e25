import ArchMetricsModel
import Foundation
import Testing

@testable import ArchMetricsReporting

/// The timing tables' intervals, CPU rows and contention notes on hand-made measurements.
@Suite struct MeasurementTablesIntervalTests {
    let environment = EnvironmentInfo(
        swiftVersion: "6.3.1", operatingSystem: "Linux", cpuModel: "CPU", cpuCores: 2,
        memoryBytes: 1 << 30, loadAverage: [1, 1, 1], date: Date(timeIntervalSince1970: 0),
        hostName: "h")

    func report(
        after: [Double], before: [Double], afterCPU: [Double]? = nil,
        beforeCPU: [Double]? = nil, rounds: [RoundLoad]? = nil
    ) -> MeasurementResults {
        func variant(_ name: String, _ wall: [Double], _ cpu: [Double]?) -> VariantMeasurement {
            VariantMeasurement(
                variant: name, status: .ok,
                timings: [TimingMeasure.cleanBuild.rawValue: .from(wall)],
                cpuTimings: cpu.map { [TimingMeasure.cleanBuild.rawValue: .from($0)] })
        }
        return MeasurementResults(
            environment: environment, runs: after.count, warmup: 0, referenceVariant: "Before",
            variants: [variant("After", after, afterCPU), variant("Before", before, beforeCPU)],
            wallSeconds: 10, toolOverheadSeconds: 0.1, rounds: rounds)
    }

    func rows(_ id: String, _ tables: [ReportTable]) -> [String: [String]] {
        let table = tables.first { $0.id == id }
        return Dictionary(
            uniqueKeysWithValues: (table?.rows ?? []).map { ($0.label, $0.cells.map(\.text)) })
    }

    @Test func cpuTimeHasRowsOfItsOwnBesideWallTime() {
        // Wall times overlap (n.s.); CPU times are tight and apart (significant).
        let tables = MeasurementTables.tables(
            handMadeSnapshot(
                measurements: report(
                    after: [11, 12, 13], before: [9, 10, 11], afterCPU: [15, 15.1, 15.2],
                    beforeCPU: [10, 10.1, 10.2])))
        let times = rows("buildTimes", tables)
        let wall = "Average build time after a clean build"
        let cpu = wall + " (CPU time)"
        // [11, 12, 13]: 12 ± t(0.975, 2) · 1 / √3 = 12 ± 2.48.
        #expect(times[wall] == ["12.00 ±2.48", "10.00 ±2.48 (-2.00)"])
        #expect(times[cpu] == ["15.10 ±0.25", "10.10 ±0.25 (-5.00)"])
        let ratios = rows("buildTimeRatios", tables)
        // The Fieller interval of 12/10 worked out in ConfidenceIntervalTests: 0.976–1.487.
        #expect(ratios[wall] == ["1.20× (0.98–1.49, n.s.)", "1.00×"])
        #expect(ratios[cpu]?.first?.hasPrefix("1.50× (1.4") == true)
        #expect(ratios[cpu]?.first?.contains("n.s.") == false)
        let notes = tables.first { $0.id == "buildTimes" }?.notes ?? []
        #expect(notes.contains { $0.hasPrefix("CPU time: user plus system seconds") })
    }

    @Test func oldSnapshotsWithoutCPUTimeShowWallTimeOnly() {
        let tables = MeasurementTables.tables(
            handMadeSnapshot(measurements: report(after: [11, 12, 13], before: [9, 10, 11])))
        #expect(
            rows("buildTimes", tables).keys.sorted() == ["Average build time after a clean build"])
        #expect(!(tables.first?.notes ?? []).contains { $0.hasPrefix("CPU time") })
    }

    @Test func anUncertainReferenceGivesAnUnboundedRatio() {
        let tables = MeasurementTables.tables(
            handMadeSnapshot(measurements: report(after: [1, 1.1, 0.9], before: [0.1, 2, 0.9])))
        #expect(
            rows("buildTimeRatios", tables)["Average build time after a clean build"]?.first
                == "1.00× (unbounded, n.s.)")
    }

    @Test func theArticlesRatioIsMarkedOutsideAnIntervalThatExcludesIt() {
        let ratio = ConfidenceInterval.Ratio(estimate: 1.5, lower: 1.4, upper: 1.6)
        #expect(
            MeasurementTables.ratioText(ratio, isReference: false, article: 1.03)
                == "1.50× (1.40–1.60; article 1.03× outside)")
        #expect(
            MeasurementTables.ratioText(ratio, isReference: false, article: 1.45)
                == "1.50× (1.40–1.60; article 1.45× inside)")
        // One run: no interval, so nothing said about the article either way.
        let single = ConfidenceInterval.Ratio(estimate: 1.5, lower: nil, upper: nil)
        #expect(
            MeasurementTables.ratioText(single, isReference: false, article: 1.03)
                == "1.50× (article 1.03×)")
    }

    @Test func busyMeasuredRoundsAreNoted() {
        let rounds = [
            RoundLoad(
                round: 1, isWarmup: true, loadBefore: 9, loadAfter: 9, ownLoad: 1, busy: true),
            RoundLoad(
                round: 1, isWarmup: false, loadBefore: 0.5, loadAfter: 2.1, ownLoad: 1.9,
                busy: false),
            RoundLoad(
                round: 2, isWarmup: false, loadBefore: 3.5, loadAfter: 5.2, ownLoad: 1.8,
                busy: true),
        ]
        let notes =
            MeasurementTables.tables(
                handMadeSnapshot(
                    measurements: report(after: [1, 2], before: [1, 2], rounds: rounds))
            ).first?.notes ?? []
        let busy = notes.filter { $0.hasPrefix("⚠ Run") }
        #expect(
            busy == [
                "⚠ Run 2: the machine was busy (load 3.50 before, 5.20 after, about 1.80 of it this tool's, 2 cores): its wall times are suspect, its CPU times much less so."
            ])
    }

    /// Type-checking time by role: the catalog's order, each role's share of the variant's own
    /// time, the totals, a missing role as a dash, and the slowest body per variant in the notes.
    @Test func typeCheckingTableShowsRolesSharesAndTotals() {
        var measurements = report(after: [11, 12, 13], before: [9, 10, 11])
        measurements.variants[0].typeChecking = TypeCheckProfile(
            ownMilliseconds: 200, ownFunctions: 30, otherMilliseconds: 870,
            byRole: [
                .init(name: "view", milliseconds: 50, functions: 10),
                .init(name: "presenter", milliseconds: 150, functions: 20),
            ],
            byFeature: [],
            slowestFunctions: [
                .init(file: "App/GatherPresenter.swift", line: 42, name: "f", milliseconds: 12.4)
            ])
        measurements.variants[1].typeChecking = TypeCheckProfile(
            ownMilliseconds: 100, ownFunctions: 9, otherMilliseconds: 860,
            byRole: [.init(name: "viewController", milliseconds: 100, functions: 9)],
            byFeature: [], slowestFunctions: [])
        let tables = MeasurementTables.tables(handMadeSnapshot(measurements: measurements))
        let table = tables.first { $0.id == "typeChecking" }
        #expect(
            table?.rows.map(\.label) == [
                "View Controllers", "Views", "Presenters", "**Variant's own code**",
                "Other files (dependencies)",
            ])
        let cells = rows("typeChecking", tables)
        #expect(cells["Presenters"] == ["150 (75.0%)", "–"])
        #expect(cells["View Controllers"] == ["–", "100 (100.0%)"])
        #expect(cells["**Variant's own code**"] == ["**200**", "**100**"])
        #expect(cells["Other files (dependencies)"] == ["870", "860"])
        #expect(
            table?.notes.last
                == "Slowest body per variant: After `App/GatherPresenter.swift:42` (12 ms); the ten slowest of each are in metrics.json."
        )
        // Without profiles there is no table.
        #expect(
            MeasurementTables.tables(
                handMadeSnapshot(measurements: report(after: [1], before: [1]))
            )
            .allSatisfy { $0.id != "typeChecking" })
    }

    /// A precision target not reached says why: the noise, and about how many runs it would take
    /// ((1.96 · CV / target)², the widest variant's CV).
    @Test func aMissedPrecisionTargetSaysHowManyRunsItWouldTake() {
        var measurements = report(after: [9, 10, 11], before: [10, 10.1, 9.9])
        measurements.precisionTarget = 0.03
        measurements.maxRuns = 3
        let notes =
            MeasurementTables.tables(handMadeSnapshot(measurements: measurements))
            .first { $0.id == "buildTimes" }?.notes ?? []
        let note = notes.first { $0.hasPrefix("Adaptive runs:") } ?? ""
        // [9, 10, 11]: CV 10%, so (1.96 · 0.10 / 0.03)² = 42.7 → 43 runs; t(0.975, 2) · 1 / √3 / 10 = 24.8%.
        #expect(note.contains("average build time after a clean build: 3 runs, ±24.8%"))
        #expect(
            note.contains(
                "Not reached within the cap: average build time after a clean build (runs vary by up to 10.0%: about 43 runs would reach ±3.0%)."
            ), "\(note)")
    }
}
