import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsReporting

/// The closing line on stderr ("N of the M averages … varied by more than 10%") and the
/// report's findings count the same averages: one computation, so they cannot disagree.
@Suite struct NoisyAveragesSummaryTests {
    /// "3 of the 12 averages" in `text`, as (3, 12).
    static func counts(_ text: String) -> (Int, Int)? {
        let pattern = try! NSRegularExpression(pattern: "([0-9]+) of the ([0-9]+) averages")
        guard
            let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let noisy = Int(text[Range(match.range(at: 1), in: text)!]),
            let total = Int(text[Range(match.range(at: 2), in: text)!])
        else { return nil }
        return (noisy, total)
    }

    @Test func stderrAndTheReportGiveTheSameCount() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Builds alternate between 0.01 s and 0.09 s: their averages vary far more than 10%.
        let conf = """
            n=$(cat "$package/n" 2>/dev/null || echo 0); echo $((n + 1)) > "$package/n"
            BUILD_SLEEP=0.0$(( (n % 2) * 8 + 1 ))
            TEST_OUTPUT='\(MeasureFixtures.folder.path)/outputs/both-runners-passing.txt'
            """
        let variants = try ["MVC", "MVP-C"].map { name in
            MeasuredVariant(
                name: name,
                packageFolder: try MeasureFixtures.fakePackage(name, in: folder, conf: conf))
        }
        let lines = LineCollector()
        var options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: 3,
            timeoutSeconds: 30, killGraceSeconds: 0.3,
            swiftExecutable: try MeasureFixtures.fakeSwift(in: folder), quiet: false,
            progress: { _ in })
        options.progress = { lines.append($0) }
        let report = try MeasurementSession.measure(
            variants, options: options, cancellation: CancellationToken())

        let stderr = try #require(
            lines.all.first { $0.contains("averages come from runs that varied") },
            "\(lines.all)")
        let findings = try #require(ReportFindings.timings(report))
        let said = try #require(Self.counts(stderr))
        let written = try #require(Self.counts(findings), "\(findings)")
        #expect(said == written, "stderr \(stderr) · report \(findings)")
    }
}
