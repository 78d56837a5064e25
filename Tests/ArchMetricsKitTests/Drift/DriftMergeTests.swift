import ArchMetricsDrift
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import Testing

@Suite struct DriftMergeTests {
    /// One CI job's output: one variant, measured.
    func part(
        _ name: String, environment: EnvironmentInfo = DriftSamples.environment,
        cleanBuild: [Double] = [40, 41, 42]
    ) -> SnapshotMerger.Part {
        let measurements = MeasurementResults(
            environment: environment, runs: 3, warmup: 1, referenceVariant: name,
            variants: [DriftSamples.measurement(name, cleanBuild: cleanBuild)], wallSeconds: 100,
            toolOverheadSeconds: 1)
        return .init(
            label: "\(name).json",
            snapshot: MetricsSnapshot(
                focusVariant: name, variants: [DriftSamples.variant(name)],
                measurements: measurements))
    }

    @Test func mergesOneVariantPerPart() throws {
        var parts = [part("MVC"), part("MVVM"), part("MVP-C")]
        parts[1].snapshot.settings = ReportSettings(
            referenceVariant: "MVVM", unitTestScreen: "Login")
        let merged = try SnapshotMerger.merge(parts, focusVariant: "MVP-C")
        #expect(
            merged.settings?.unitTestScreen == "Login", "settings of the first part that has them")
        #expect(
            merged.settings?.referenceVariant == "MVVM"
                && merged.measurements?.referenceVariant == "MVVM")
        #expect(
            try SnapshotMerger.merge(parts, referenceVariant: "MVC").measurements?.referenceVariant
                == "MVC")
        #expect(merged.variants.map(\.name) == ["MVP-C", "MVC", "MVVM"])
        #expect(merged.measurements?.variants.map(\.variant) == ["MVC", "MVVM", "MVP-C"])
        #expect(merged.measurements?.wallSeconds == 300)
        #expect(merged.focusVariant == "MVP-C")
        #expect(!SnapshotMerger.isForcedMerge(merged))
    }

    @Test func refusesIncomparableEnvironmentsUnlessForced() throws {
        var other = DriftSamples.environment
        other.cpuModel = "Other CPU"
        other.swiftVersion = "6.2"
        let parts = [part("MVC"), part("MVVM", environment: other)]
        do {
            _ = try SnapshotMerger.merge(parts)
            Issue.record("merge should have refused")
        } catch let error as ArchMetricsError {
            #expect(error.category == .input)
            #expect(
                error.message.contains(
                    "MVVM.json was measured on a different machine than MVC.json"))
            #expect(error.message.contains("Swift 6.3.1 vs 6.2"))
            #expect(error.hint?.contains("--force") == true)
        }
        let forced = try SnapshotMerger.merge(parts, force: true)
        #expect(SnapshotMerger.isForcedMerge(forced))
        // A forced merge's timings are never compared.
        let report = SnapshotDiff.compare(baseline: forced, current: forced)
        #expect(report.variants.allSatisfy { $0.timings.isEmpty })
        #expect(report.notes.contains { $0.contains("--force") })
    }

    @Test func theSameVariantTwiceMergesOnlyIfIdentical() throws {
        #expect(try SnapshotMerger.merge([part("MVC"), part("MVC")]).variants.count == 1)
        #expect(throws: ArchMetricsError.self) {
            try SnapshotMerger.merge([part("MVC"), part("MVC", cleanBuild: [50, 51, 52])])
        }
    }

    @Test func anUnknownFocusIsAUsageError() {
        #expect(
            throws: ArchMetricsError.usage(
                "merge: --focus MVVM is not among the merged variants (MVC)")
        ) {
            try SnapshotMerger.merge([part("MVC")], focusVariant: "MVVM")
        }
    }
}
