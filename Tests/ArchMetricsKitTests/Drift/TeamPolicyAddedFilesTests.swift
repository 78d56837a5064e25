import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsModel
@testable import SwiftScanning

/// The `team` policy lets files be added, moved or removed (`files: any`): an added file is a
/// structural change judged by `files`, not "+∞%" of nothing by `lines`, and while the
/// structure is within tolerance a role's total is judged by the growth of the files it had.
@Suite struct TeamPolicyAddedFilesTests {
    static let gatherView = "Sources/Gather/GatherView.swift"

    /// MVC with a new 20-line view beside the 30-line one: the Views total grows 67%.
    func withANewView() -> (MetricsSnapshot, MetricsSnapshot) {
        let baseline = DriftSamples.snapshot(measured: false)
        var current = baseline
        let mvc = current.variants.firstIndex { $0.name == "MVC" }!
        current.variants[mvc].files.append(
            DriftSamples.file(
                "Sources/Gather/ScoreView.swift", .view, screen: "Gather", type: "ScoreView",
                code: 20))
        return (baseline, current)
    }

    @Test func anAddedFileInASmallRolePassesUnderTheTeamPolicy() throws {
        let (baseline, current) = withANewView()
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: DriftPolicy.team.tolerances)
        let mvc = try #require(report.variants.first { $0.name == "MVC" })
        #expect(!report.failed, "\(mvc.files) \(mvc.roles)")
        #expect(mvc.files.map(\.kind) == [.added])
        #expect(mvc.roles.map(\.name) == ["view"], "the total is still shown")

        // Exact: the addition fails as structure, and the role's total with it.
        let exact = SnapshotDiff.compare(baseline: baseline, current: current)
        let exactMVC = try #require(exact.variants.first { $0.name == "MVC" })
        #expect(exactMVC.files.allSatisfy { $0.isDrift })
        #expect(exactMVC.roles.allSatisfy { $0.isDrift })
    }

    @Test func anExistingFileGrowingBeyondTenPercentStillFails() throws {
        let (baseline, added) = withANewView()
        let grown = DriftSamples.editing(added, variant: "MVC", path: Self.gatherView) {
            $0.lines.code += 4  // 30 → 34 code lines: +13%
            $0.lines.physical += 4
        }
        let report = SnapshotDiff.compare(
            baseline: baseline, current: grown, tolerances: DriftPolicy.team.tolerances)
        let mvc = try #require(report.variants.first { $0.name == "MVC" })
        #expect(report.failed)
        #expect(mvc.files.filter(\.isDrift).map(\.path) == [Self.gatherView])
        // The role grew 13% in the files it had (the new view's lines are not counted).
        #expect(mvc.roles.first { $0.name == "view" }?.isDrift == true)
    }
}
