import Foundation
import TestSupport
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsModel
@testable import SwiftScanning

/// What `check` says it applied and compared: the tolerances of the kinds it compared (compile
/// work included, no timing tolerance when nothing was timed), how many it compared, and no
/// note about timings a snapshot never had.
@Suite struct CheckWordingTests {
    static func snapshot(_ name: String) throws -> MetricsSnapshot {
        try MetricsSnapshot.load(
            from: Fixtures.folder("report-findings/\(name).json"), regenerateHint: "")
    }

    static func tolerancesLine(_ report: DriftResult) throws -> String {
        let markdown = DriftMarkdownFormatter().format(report)
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
    /// A check with failures of every kind at once (a variant that no longer builds, a file
    /// grown past its tolerance with its role total, a test count, a slower timing): each
    /// variant's "FAIL: N …" heading counts exactly its problem bullets and FAIL rows.
    @Test func eachVariantsFailCountIsItsFailRowsAndProblems() throws {
        let baseline = try Self.snapshot("bundled")
        var current = baseline
        var measurements = try #require(current.measurements)
        let failed = try #require(measurements.variants.firstIndex { $0.variant == "MVC" })
        measurements.variants[failed].status = .buildFailed
        measurements.variants[failed].failureReason = "clean build: build failed"
        let slower = try #require(measurements.variants.firstIndex { $0.variant == "MVP-C" })
        for (key, statistics) in measurements.variants[slower].timings {
            measurements.variants[slower].timings[key] = .from(statistics.samples.map { $0 * 3 })
        }
        current.measurements = measurements
        let grown = try #require(current.variants.firstIndex { $0.name == "MVP-C" })
        for index in current.variants[grown].files.indices.prefix(3) {
            current.variants[grown].files[index].lines.code += 400
            current.variants[grown].files[index].lines.physical += 400
        }
        current.variants[grown].unitTests.totalTestCount -= 5
        let markdown = DriftMarkdownFormatter(maxRows: 100).format(
            SnapshotDiff.compare(baseline: baseline, current: current))
        var sections = 0
        for section in markdown.components(separatedBy: "\n### ").dropFirst() {
            let lines = section.split(separator: "\n").map(String.init)
            guard let marker = lines[0].range(of: " — FAIL: "),
                lines[0].hasSuffix(" beyond tolerance")
            else { continue }
            sections += 1
            let summary = lines[0][marker.upperBound...].dropLast(" beyond tolerance".count)
            let counted = summary.split(separator: ", ").compactMap {
                Int($0.split(separator: " ")[0])
            }.reduce(0, +)
            let bullets = lines.filter { $0.hasPrefix("- **") }.count
            let failRows = lines.filter { line in
                line.hasPrefix("| ")
                    && line.split(separator: "|").contains {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix("FAIL")
                    }
            }.count
            #expect(counted == bullets + failRows, "\(lines[0]): \(bullets) + \(failRows)")
        }
        #expect(sections == 2, "\(markdown)")
    }
}
