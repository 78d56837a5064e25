import ArchMetricsDrift
import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsReporting
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// The throwaway figure kind of Docs/development.md ("A measure"): how many lines the
/// variant's build prints. Not in the tool.
enum BuildOutputFigure: FigureKind {
    static let key = "buildOutputLines"
    static let title = "build output"
    static func quantities(of lines: Int) -> [FigureQuantity] {
        [FigureQuantity(name: "Lines printed", value: Double(lines), unit: "lines")]
    }
    static let drift = FigureDrift.increaseBeyond(percent: 10)
}

/// Its measure: one untimed build per variant, the lines its build prints counted.
struct BuildOutputMeasure: UntimedMeasure {
    let stepShare = 1.0
    let scratchPurpose = "build-output"
    var figureKinds: [any FigureKind.Type] { [BuildOutputFigure.self] }

    func measure(scratchFolder: URL, in context: any MeasureContext) throws -> MeasureFindings {
        var findings = MeasureFindings()
        let outcome = try context.run(
            context.commandLine(context.commands.build, scratchFolder: scratchFolder),
            logName: "build-output.log")
        findings.figures[BuildOutputFigure.self] =
            outcome.logText().split(separator: "\n").filter { $0.hasPrefix("Build") }.count
        return findings
    }
}

/// A new measure with a figure of a new kind is its file (above) and one registration: it is
/// measured, written into the snapshot under its key, read back, shown in the report's tables
/// and judged by the drift check, with no field, table or rule written for it.
@Suite struct NewFigureKindTests {
    @Test func aThrowawayMeasureReachesTheSnapshotTheTablesAndDrift() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = MeasuredVariant(
            name: "MVC", packageFolder: try MeasureFixtures.fakePackage("MVC", in: folder))
        var options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: 1,
            swiftExecutable: try MeasureFixtures.fakeSwift(in: folder), quiet: true,
            progress: { _ in })
        options.measureTimings = false
        options.measureCoverage = false
        options.measureTypeChecking = false
        options.measureCompileWork = false

        let report = try MeasurementSession.measure(
            [variant], options: options, cancellation: CancellationToken(),
            adding: [BuildOutputMeasure()])

        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        // The fake build prints "Building for debugging..." and "Build complete!".
        #expect(measured.figures[BuildOutputFigure.self] == 2)

        // The snapshot: under its key in the JSON, and read back whole.
        let snapshot = MetricsSnapshot(
            focusVariant: "MVC",
            variants: [
                VariantSourceMetrics(
                    name: "MVC", path: "MVC", files: [],
                    unitTests: UnitTestInventory(
                        keyClass: nil, keyClassCount: 0, keyClassTestCount: 0, totalTestCount: 0))
            ], measurements: report)
        let json = try StableJSON.string(snapshot)
        #expect(json.contains("\"buildOutputLines\" : 2"), "\(json)")
        let read = try StableJSON.decoder().decode(MetricsSnapshot.self, from: Data(json.utf8))
        // Whole (the snapshot's date is kept to the second).
        #expect(read.measurements?.variants == report.variants)
        #expect(read.measurements?.variants.first?.figures[BuildOutputFigure.self] == 2)

        // The report's tables: its own, named by its kind, from the snapshot read back.
        let table = try #require(
            MeasurementTables.tables(read).first { $0.id == BuildOutputFigure.key })
        #expect(table.title == "Build output")
        #expect(table.columns == ["Figure", "MVC"])
        #expect(table.rows.map(\.label) == ["Lines printed (lines)"])
        #expect(table.rows.first?.cells.map(\.text) == ["2"])

        // Drift: judged by its kind's rule, an increase beyond 10% fails; unchanged passes.
        var grown = read
        grown.measurements?.variants[0].figures[BuildOutputFigure.self] = 3
        let drift = SnapshotDiff.compare(baseline: read, current: grown)
        #expect(
            drift.variants.first?.problems == [
                "build output: Lines printed went from 2 to 3 lines, beyond the allowed increase (+10%,-any)"
            ], "\(drift.variants.first?.problems ?? [])")
        #expect(SnapshotDiff.compare(baseline: read, current: read).variants.first?.problems == [])
    }
}
