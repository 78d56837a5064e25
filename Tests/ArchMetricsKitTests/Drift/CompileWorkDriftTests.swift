import Foundation
import TestSupport
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsModel

/// The drift rule on exact figures: each own file's compile-work counters against the baseline's,
/// within the `compileWork` tolerance; a changed compiler is stated, not judged; the findings
/// reach every output through the variant's problems.
@Suite struct CompileWorkDriftTests {
    static let presenter = "Sources/Gather/GatherPresenter.swift"

    static func profile(scopes: Int = 380, compiler: String = "Swift version 6.3.1")
        -> CompileWorkProfile
    {
        var counters = Dictionary(
            uniqueKeysWithValues: CompileWorkProfile.headlineCounters.map { ($0, 1000) })
        counters["Sema.NumConstraintScopes"] = scopes
        let files = [
            CompileWorkProfile.FileWork(
                file: presenter, role: "presenter", counters: counters, cpuSeconds: 0.4),
            CompileWorkProfile.FileWork(
                file: "Sources/Gather/GatherView.swift", role: "view",
                counters: counters.merging(["Sema.NumConstraintScopes": 200]) { $1 },
                cpuSeconds: 0.3),
        ]
        let share = CompileWorkProfile.Share(
            name: "own", files: 2, counters: counters, cpuSeconds: 0.7)
        return CompileWorkProfile(
            compilerVersion: compiler, batchMode: false, jobs: 5, files: files, own: share,
            other: share, byRole: [], byFeature: [], ownPhaseSeconds: [:])
    }

    /// MVC and MVP-C as in the other drift tests, MVP-C with `profile`.
    static func snapshot(_ profile: CompileWorkProfile) -> MetricsSnapshot {
        var snapshot = DriftSamples.snapshot()
        let index = snapshot.measurements!.variants.firstIndex { $0.variant == "MVP-C" }!
        snapshot.measurements!.variants[index].compileWork = profile
        return snapshot
    }

    @Test func anUnchangedTreePassesAndASmallIncreaseIsWithinTheDefault() {
        let baseline = Self.snapshot(Self.profile())
        #expect(!SnapshotDiff.compare(baseline: baseline, current: baseline).failed)
        // 380 → 387 is +1.8%: within +2%. A decrease never fails.
        for scopes in [387, 100] {
            let report = SnapshotDiff.compare(
                baseline: baseline, current: Self.snapshot(Self.profile(scopes: scopes)))
            #expect(!report.failed, "\(scopes): \(report.variants.flatMap(\.problems))")
        }
    }

    /// A counter the measure found not exact (object bytes with debug information) is not
    /// judged: its change says where the build ran, not what the code costs.
    @Test func aCounterNotExactInEitherBuildIsNotJudged() throws {
        let bytes = "LLVM.NumLLVMBytesOutput"
        var current = Self.profile()
        current.files = current.files.map { file in
            var file = file
            file.counters[bytes] = 5000
            return file
        }
        current.inexactCounters = [bytes: "debug information"]
        let report = SnapshotDiff.compare(
            baseline: Self.snapshot(Self.profile()), current: Self.snapshot(current))
        #expect(!report.failed, "\(report.variants.flatMap(\.problems))")
        #expect(
            report.notes.contains {
                $0.hasPrefix("MVP-C: ") && $0.contains("not compared") && $0.contains(bytes)
            },
            "\(report.notes)")
    }

    @Test func anIncreaseBeyondTheToleranceFailsNamingFileRoleAndCounter() throws {
        let report = SnapshotDiff.compare(
            baseline: Self.snapshot(Self.profile()),
            current: Self.snapshot(Self.profile(scopes: 912)))
        #expect(report.failed)
        let variant = try #require(report.variants.first { $0.name == "MVP-C" })
        #expect(variant.problems.count == 1)
        let problem = try #require(variant.problems.first)
        #expect(problem.contains(Self.presenter))
        #expect(problem.contains("Presenters"))
        #expect(problem.contains("Sema.NumConstraintScopes"))
        #expect(problem.contains("from 380 to 912"))
        // Through the existing finding types, the CI outputs carry it.
        let sarif = DriftSARIFFormatter(repositoryRoot: "/repo").log(report)
        #expect(sarif.runs[0].results.contains { $0.message.text.contains(Self.presenter) })
        let junit = DriftJUnitFormatter(
            baseline: Self.snapshot(Self.profile()),
            current: Self.snapshot(Self.profile(scopes: 912)), repositoryRoot: "/repo"
        ).format(report)
        #expect(junit.contains("Sema.NumConstraintScopes"))
        // A looser tolerance lets it pass.
        var loose = DriftTolerances()
        try loose.apply("compileWork=+200%")
        #expect(
            !SnapshotDiff.compare(
                baseline: Self.snapshot(Self.profile()),
                current: Self.snapshot(Self.profile(scopes: 912)), tolerances: loose
            ).failed)
    }

    @Test func aChangedCompilerIsStatedNotJudged() {
        let report = SnapshotDiff.compare(
            baseline: Self.snapshot(Self.profile()),
            current: Self.snapshot(Self.profile(scopes: 912, compiler: "Swift version 6.4")))
        #expect(!report.failed)
        #expect(
            report.notes.contains {
                $0.contains("MVP-C") && $0.contains("compiler changed")
                    && $0.contains("Swift version 6.3.1") && $0.contains("Swift version 6.4")
            }, "\(report.notes)")
    }

    @Test func snapshotsWithoutCompileWorkStillLoadAndCompare() throws {
        // A committed report from before compile work: it loads, and nothing is judged.
        let url = Fixtures.folder("drift/noise-metrics.json")
        let old = try MetricsSnapshot.load(from: url, kind: "baseline", regenerateHint: "")
        #expect(old.measurements?.variants.allSatisfy { $0.compileWork == nil } ?? true)
        let report = SnapshotDiff.compare(
            baseline: DriftSamples.snapshot(), current: Self.snapshot(Self.profile()))
        #expect(!report.failed)
        #expect(report.notes.contains { $0.contains("the baseline has no compile-work counters") })
    }
}
