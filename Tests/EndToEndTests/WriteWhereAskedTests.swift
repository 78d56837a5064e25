import Foundation
import TestSupport
import Testing

/// A run that measures less than the report (or baseline) already in its default place writes
/// beside it instead of replacing it: `report --no-build` in a repository whose `Reports/`
/// holds a measured report must not drop its build-time and coverage tables.
@Suite struct WriteWhereAskedTests {
    /// A temporary working folder whose `Reports/` holds the report rendered from a measured
    /// snapshot of the bundled core (timings, tests, coverage, type checking).
    final class MeasuredReports {
        let folder: URL
        var reports: URL { folder.appendingPathComponent("Reports") }
        let core = Repository.path("FootballGather").path

        init() throws {
            folder = try makeTemporaryFolder("archmetrics-write-where-asked")
            let rendered = try BuiltTool.run([
                "report", "--from", Fixtures.folder("report-findings/bundled.json").path,
                "--output", reports.path,
            ])
            guard rendered.status == 0 else { throw FixtureError(rendered.stderr) }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func noBuildReportLeavesAMeasuredReportByteIdenticalAndWritesBesideIt() throws {
        let fixture = try MeasuredReports()
        let before = try readFiles(in: fixture.reports)
        #expect(before["build-times.svg"] != nil)

        let result = try BuiltTool.run(
            ["report", "--no-build", fixture.core], in: fixture.folder)

        #expect(result.status == 0, "\(result.stderr)")
        let after = try readFiles(in: fixture.reports)
        for (path, bytes) in before { #expect(after[path] == bytes, "\(path) changed") }
        let beside = fixture.reports.appendingPathComponent(".archmetrics/no-build")
        #expect(
            FileManager.default.fileExists(
                atPath: beside.appendingPathComponent("comparison.md").path))
        // Said on stderr: why, where it went, and how to replace the fuller report anyway.
        #expect(result.stderr.contains("Reports/.archmetrics/no-build"), "\(result.stderr)")
        #expect(result.stderr.contains("build and test timings"), "\(result.stderr)")
        #expect(result.stderr.contains("--force"), "\(result.stderr)")
    }

    @Test func forceReplacesTheFullerReportAndRemovesItsStaleChart() throws {
        let fixture = try MeasuredReports()

        let result = try BuiltTool.run(
            ["report", "--no-build", "--force", fixture.core], in: fixture.folder)

        #expect(result.status == 0, "\(result.stderr)")
        let after = try readFiles(in: fixture.reports)
        #expect(after["build-times.svg"] == nil, "a chart of times the report no longer has")
        #expect(result.stderr.contains("build-times.svg"), "\(result.stderr)")
        let markdown = String(decoding: after["comparison.md"] ?? Data(), as: UTF8.self)
        #expect(!markdown.contains("## Build times (seconds)"))
    }

    @Test func anOutputFolderTheUserNamedIsWrittenThere() throws {
        let fixture = try MeasuredReports()

        let result = try BuiltTool.run(
            ["report", "--no-build", "--output", "Reports", fixture.core], in: fixture.folder)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.reports.appendingPathComponent(".archmetrics/no-build").path))
    }

    @Test func noBuildBaselineLeavesAMeasuredBaselineByteIdentical() throws {
        let fixture = try MeasuredReports()
        let baseline = fixture.reports.appendingPathComponent("baseline.json")
        try FileManager.default.copyItem(
            at: Fixtures.folder("report-findings/bundled.json"), to: baseline)
        let before = try Data(contentsOf: baseline)

        let result = try BuiltTool.run(
            ["baseline", "--no-build", fixture.core], in: fixture.folder)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: baseline) == before)
        #expect(
            FileManager.default.fileExists(
                atPath: fixture.reports.appendingPathComponent(
                    ".archmetrics/no-build/baseline.json"
                ).path))
        #expect(
            result.stderr.contains("Reports/.archmetrics/no-build/baseline.json"),
            "\(result.stderr)")
    }
}
