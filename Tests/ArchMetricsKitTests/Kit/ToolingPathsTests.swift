import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// Demos and tooling are not the app: files under `**/Demo/**` (or the configuration's
/// `toolingPaths`) play the `tooling` role, and source size, the role summary's totals and the
/// own compile work leave them out, each saying so, with a row of their own.
@Suite struct ToolingPathsTests {
    /// A one-variant package: the app's view controller, a demo and a tool, each 10 lines; and
    /// an `archmetrics.json` holding `configuration` beside it (in `folder`, removed after `body`).
    func collect<Result>(
        _ configuration: String, _ body: (MetricsSnapshot, ToolConfiguration) throws -> Result
    ) throws -> Result {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ten = (1...10).map { "let line\($0) = \($0)" }.joined(separator: "\n") + "\n"
        let files = [
            "App/Sources/App/LoginViewController.swift":
                "class LoginViewController {}\n"
                + String(
                    ten.split(separator: "\n").dropFirst()
                        .joined(separator: "\n") + "\n"),
            "App/Demo/main.swift": "let app = LoginViewController()\n"
                + String(ten.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"),
            "App/Tools/Generate.swift": ten,
            "App/Package.swift": "// swift-tools-version: 6.0\n",
        ]
        try writeFiles(files, into: folder)
        let file = folder.appendingPathComponent("archmetrics.json")
        try configuration.write(to: file, atomically: true, encoding: .utf8)
        let loaded = try ToolConfiguration.load(
            path: file, root: nil, variantOverrides: [], in: testContext())
        return try body(try SourceMetricsCollector.collect(loaded, in: testContext()), loaded)
    }

    func roles(_ configuration: String) throws -> [String: Role] {
        try collect(configuration) { snapshot, _ in
            Dictionary(uniqueKeysWithValues: snapshot.variants[0].files.map { ($0.path, $0.role) })
        }
    }

    static let variants = #""variants": [{"name": "App", "path": "App"}]"#

    @Test func demosAreToolingByDefaultAndTheKeyNamesOthersOrNone() throws {
        let byDefault = try roles("{\(Self.variants)}")
        #expect(byDefault["Demo/main.swift"] == .tooling)
        #expect(byDefault["Tools/Generate.swift"] == .shared)

        let named = try roles(#"{\#(Self.variants), "toolingPaths": ["Tools/**"]}"#)
        #expect(named["Tools/Generate.swift"] == .tooling)
        #expect(named["Demo/main.swift"] != .tooling, "the key replaces the default")

        let none = try roles(#"{\#(Self.variants), "toolingPaths": []}"#)
        #expect(!none.values.contains(.tooling))
    }

    @Test func sourceSizeAndTheRoleSummaryLeaveToolingOutAndSaySo() throws {
        let snapshot = try collect("{\(Self.variants)}") { snapshot, _ in snapshot }
        let sourceSize = ReportFindings.sourceLines(
            snapshot, measure: .physical, reference: "App")
        // The view controller and the tool (shared): 20 lines; the demo's 10 are not the app.
        #expect(sourceSize.contains("outside tests and demos or tooling"), "\(sourceSize)")
        #expect(sourceSize.contains("App 20"), "\(sourceSize)")

        let summary = try #require(SourceTables.roleSummaryTable(snapshot, measure: .physical))
        let rows = Dictionary(
            uniqueKeysWithValues: summary.rows.map { ($0.label, $0.cells.map(\.text)) })
        #expect(rows["App · all files"]?.prefix(2) == ["2", "20"])
        #expect(rows["App · Demos and tooling (not the app)"] == ["1", "10", "10", "0", "0", "–"])
        #expect(summary.rows.last?.label == "App · Demos and tooling (not the app)")
        #expect(summary.notes.joined().contains("left out of it, of the app code"))
    }

    @Test func theFocusLineCountsTheSameSizeAsTheListOverEveryVariant() throws {
        let configuration =
            #"{"variants": [{"name": "A", "path": "App"}, {"name": "B", "path": "App"}], "#
            + #""focus": "A", "reference": "B"}"#
        let snapshot = try collect(configuration) { snapshot, _ in snapshot }
        let lines = ReportFindings.focusLines(
            snapshot, report: nil, measure: .physical, reference: "B")
        let size = try #require(lines.first { $0.contains("**App code**") }, "\(lines)")
        #expect(size.contains("A has 20 lines of app code, B 20"), "\(size)")
        #expect(size.contains("outside tests and demos or tooling"), "\(size)")
    }

    @Test func couplingAndComplexityLeaveToolingOut() throws {
        let snapshot = try collect("{\(Self.variants)}") { snapshot, _ in snapshot }
        let coupling = try #require(snapshot.analysis?.variants.first?.coupling)
        // The demo names the view controller; that is not a dependency of the app.
        #expect(!coupling.roleDependencies.contains { $0.from == .tooling })
        #expect(!coupling.roleFans.contains { $0.role == .tooling })
    }

    @Test func toolingIsNotOwnCodeToMeasureButIsListedApart() throws {
        let measured = try #require(
            try collect("{\(Self.variants)}") { snapshot, configuration in
                try MeasurementPlan.variants(for: snapshot, configuration: configuration)
            }.first)
        #expect(measured.toolingFiles == ["Demo/main.swift"])
        #expect(!measured.ownSourceFiles.contains("Demo/main.swift"))
        #expect(measured.ownSourceFiles.contains("Sources/App/LoginViewController.swift"))
    }
}
