import Foundation
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsModel
@testable import SwiftScanning

/// Parts measured with different compilers (`merge --force`): the merged snapshot records which
/// compiler measured each variant's compile work, and a check says the compile work it could
/// not compare is not comparable, in the compared line and in JUnit, instead of a bare pass.
@Suite struct CompileWorkCompilersTests {
    static let compilerA = "Swift version 6.3.1"
    static let compilerB = "Swift version 6.2"

    /// One CI job's output: `name` measured with `compiler` (environment and compile work).
    func part(_ name: String, compiler: String) -> SnapshotMerger.Part {
        var environment = DriftSamples.environment
        environment.swiftVersion = compiler
        var measurement = DriftSamples.measurement(name, cleanBuild: [40, 41, 42])
        measurement.compileWork = CompileWorkDriftTests.profile(compiler: compiler)
        return .init(
            label: "\(name)-\(compiler).json",
            snapshot: MetricsSnapshot(
                focusVariant: name, variants: [DriftSamples.variant(name)],
                measurements: MeasurementResults(
                    environment: environment, runs: 3, warmup: 1, referenceVariant: name,
                    variants: [measurement], wallSeconds: 100, toolOverheadSeconds: 1)))
    }

    @Test func aForcedMergeOfTwoCompilersRecordsThemAndCheckSaysNotComparable() throws {
        let baseline = try SnapshotMerger.merge([
            part("MVC", compiler: Self.compilerA), part("MVVM", compiler: Self.compilerA),
        ])
        let forced = try SnapshotMerger.merge(
            [part("MVC", compiler: Self.compilerA), part("MVVM", compiler: Self.compilerB)],
            force: true)
        // Recorded in the merged snapshot: which compiler measured which variant's work.
        let recorded = forced.diagnostics.map(\.message).joined(separator: "\n")
        #expect(recorded.contains("compile work"), "\(recorded)")
        #expect(recorded.contains("MVVM: \(Self.compilerB)"), "\(recorded)")
        #expect(recorded.contains("MVC: \(Self.compilerA)"), "\(recorded)")

        let report = SnapshotDiff.compare(baseline: baseline, current: forced)
        let markdown = DriftMarkdownFormatter().format(report)
        #expect(
            markdown.contains(
                "compile work of MVVM not comparable (measured with another compiler)"),
            "\(markdown)")
        let junit = DriftJUnitFormatter(
            baseline: baseline, current: forced, repositoryRoot: "/repo"
        ).format(report)
        #expect(junit.contains("name=\"compile work\">"), "\(junit)")
        #expect(junit.contains("not comparable"), "\(junit)")

        // The same compilers on both sides: compared exactly, nothing said.
        let same = SnapshotDiff.compare(baseline: forced, current: forced)
        #expect(!DriftMarkdownFormatter().format(same).contains("not comparable"))
    }
}
