import Foundation
import TestSupport
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsModel

/// What `check` says it applied and compared: the tolerances of the kinds it compared (compile
/// work included, no timing tolerance when nothing was timed), how many it compared, and no
/// note about timings a snapshot never had.
@Suite struct CheckWordingTests {
    static func snapshot(_ name: String) throws -> MetricsSnapshot {
        try MetricsSnapshot.load(
            from: Fixtures.folder("report-findings/\(name).json"), regenerateHint: "")
    }

    static func tolerancesLine(_ report: DriftReport) throws -> String {
        let markdown = DriftMarkdownRenderer().render(report)
        return try #require(
            markdown.split(separator: "\n").first { $0.hasPrefix("Compared ") }.map(String.init))
    }

    @Test func aCompileWorkCheckNamesTheCompileWorkToleranceAndNoTimingOne() throws {
        let baseline = try Self.snapshot("compile-work")
        var current = baseline
        // Another machine: nothing timed, so nothing to say about timings.
        current.measurements?.environment.cpuModel = "Another CPU"
        let report = SnapshotDiff.compare(baseline: baseline, current: current)
        let line = try Self.tolerancesLine(report)
        #expect(line.contains("compileWork=+2%"), "\(line)")
        #expect(!line.contains("timing="), "\(line)")
        let files = baseline.variants.reduce(0) { $0 + $1.files.count }
        #expect(line.contains("\(files) files"), "\(line)")
        #expect(line.contains("compile work of "), "\(line)")
        #expect(!report.notes.contains { $0.contains("different machines") }, "\(report.notes)")
    }

    @Test func aTimedCheckNamesTheTimingTolerance() throws {
        let baseline = try Self.snapshot("bundled")
        let report = SnapshotDiff.compare(baseline: baseline, current: baseline)
        let line = try Self.tolerancesLine(report)
        #expect(line.contains("timing=+10%"), "\(line)")
        #expect(!line.contains("compileWork="), "nothing of compile work was compared: \(line)")
        #expect(line.contains(" timings"), "\(line)")
    }
}
