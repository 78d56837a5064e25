import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

/// A configured role reads as its configuration names it, in the place it gives it, in every
/// part of the report (tables, chart, coupling and complexity), and flow held by routers is
/// described as such.
@Suite struct RoleWordsTests {
    static let tcaFiles: [String: String] = [
        "Features/Counter/CounterFeature.swift": """
        @Reducer struct CounterFeature {
            var client: NumberFactClient?
            func reduce(_ value: Int) -> Int { value > 0 ? value : 0 }
        }
        """,
        "Features/Counter/CounterView.swift": """
        struct CounterView: View {
            let store: CounterFeature
            var body: some View { Text("") }
        }
        """,
        "Dependencies/NumberFactClient.swift": "struct NumberFactClient {}\n",
    ]

    @Test func aConfiguredRoleReadsAsItsTitleWhereItsConfigurationPutsIt() throws {
        let (snapshot, root) = try ExampleConfigurationsTests().collect(
            example: "swiftui-tca.json", Self.tcaFiles)
        defer { try? FileManager.default.removeItem(at: root) }
        let summary = try #require(
            SourceTables.tables(snapshot, measure: .physical).first { $0.id == "roleSummary" })
        let labels = summary.rows.map(\.label)
        // `after: view`: reducers follow views; clients, a role of no screen, come after the
        // screen roles as shared code does.
        #expect(
            labels == [
                "App · Views", "App · Reducers", "App · Clients", "App · all files",
            ], "\(labels)")
        let chart = SVGChart.linesPerRole(
            ComparisonReport.document(snapshot, measure: .physical, toolCommand: "archmetrics"))
        #expect(chart.contains("App · Reducers:"))
        #expect(!chart.contains("App · reducer:"))
        let analysis = try #require(snapshot.analysis)
        let markdown = ArchitectureAnalysisReport.markdown(
            analysis, focusVariant: snapshot.focusVariant,
            catalog: try #require(snapshot.settings).roleCatalog, toolCommand: "archmetrics")
        #expect(markdown.contains("| Reducers → Clients |"), "\(markdown)")
        #expect(markdown.contains("| Reducers | "))
        let report = ComparisonReport.markdown(
            snapshot, measure: .physical, toolCommand: "archmetrics")
        #expect(report.contains("| Reducers → Clients |"))
        // No row is labelled by the bare id (the singular names a role in a cell).
        #expect(!report.contains("\n| reducer"))
        #expect(
            report.contains(
                "| `CounterFeature.reduce` | Features/Counter/CounterFeature.swift:3 | reducer |"))
    }

    @Test func driftNamesAConfiguredRoleAndJudgesItByItsTolerance() throws {
        let (baseline, root) = try ExampleConfigurationsTests().collect(
            example: "swiftui-tca.json", Self.tcaFiles)
        defer { try? FileManager.default.removeItem(at: root) }
        let feature = root.appendingPathComponent("App/Features/Counter/CounterFeature.swift")
        try (Self.tcaFiles["Features/Counter/CounterFeature.swift"]! + "\n// grown\n// again\n")
            .write(to: feature, atomically: true, encoding: .utf8)
        let configuration = try ToolConfiguration.load(
            path: root.appendingPathComponent("archmetrics.json"), root: root,
            variantOverrides: [], in: testContext())
        let current = try SourceMetricsCollector.collect(configuration, in: testContext())
        var tolerances = configuration.tolerances
        try tolerances.apply("reducer=+2")
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: tolerances)
        let change = try #require(report.variants.first?.roles.first { $0.name == "reducer" })
        #expect(change.title == "Reducers")
        #expect(change.current.physical == change.baseline.physical + 2)
        #expect(!change.isDrift, "+2 lines is within the reducer's tolerance")
        // The file's row and its annotation name the role by its title too.
        let file = try #require(report.variants.first?.files.first)
        #expect(file.roleTitle == "Reducers")
        let strict = SnapshotDiff.compare(baseline: baseline, current: current)
        let markdown = DriftMarkdownFormatter().format(strict)
        #expect(markdown.contains("| modified | Reducers |"), "\(markdown)")
        let annotations = DriftAnnotationsFormatter(repositoryRoot: root.path).annotations(strict)
        #expect(
            annotations.contains { $0.contains("title=archmetrics drift%3A Reducers") },
            "\(annotations)")
        #expect(
            !markdown.contains("| reducer |") && !annotations.contains { $0.contains(" reducer") })
    }

    @Test func flowHeldByRoutersIsSaidSo() throws {
        let root = try ArchitectureRolesTests.tree(
            ArchitectureRolesTests.viperScreen("Login", next: "Gather").merging(
                ArchitectureRolesTests.viperScreen("Gather", next: nil)
            ) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshot = try collectSnapshot(root: root)
        let report = ComparisonReport.markdown(
            snapshot, measure: .physical, toolCommand: "archmetrics")
        #expect(report.contains("Dashed arrows: flow held by the screen's router."))
        #expect(report.contains("| Screen pairs joined by routers | 1 |"))
    }
}

/// The unit-test table's note says what its figures are: the key-class roles the variants hold,
/// and the screen each key class came from when a variant has no screen of the configured name.
@Suite struct UnitTestNoteTests {
    @Test func theNoteNamesTheKeyClassRolesAndTheKeyScreenTaken() throws {
        var files = ArchitectureRolesTests.viperScreen("Login", next: nil)
        files["VIPER/AppTests/LoginPresenterTests.swift"] = """
            final class LoginPresenterTests: XCTestCase {
                func testTap() {}
                func testLoad() {}
            }
            """
        let root = try ArchitectureRolesTests.tree(files)
        defer { try? FileManager.default.removeItem(at: root) }
        // A configured key screen the variant lacks: the fallback is named.
        let config = root.appendingPathComponent("archmetrics.json")
        try #"{"unitTestScreen": "Gather"}"#.write(to: config, atomically: true, encoding: .utf8)
        let snapshot = try collectSnapshot(root: root, config: config)
        #expect(snapshot.variants[0].unitTests.keyClass == "LoginPresenter")
        let table = try #require(
            SourceTables.tables(snapshot, measure: .physical).first { $0.id == "unitTests" })
        let note = try #require(table.notes.first)
        #expect(
            note.hasPrefix(
                "Key classes are view controllers, presenters, interactors (routers, assemblies, "
                    + "contracts not counted). "), "\(note)")
        #expect(
            note.contains(
                "the key screen is Gather, else the screen whose types have the most tests: "
                    + "VIPER Login"), "\(note)")
        #expect(!note.contains("`unitTestScreen`"), "configured: nothing to pick")

        // Nothing configured outside the bundled core: chosen from the data, said once.
        let chosen = try #require(
            SourceTables.tables(try collectSnapshot(root: root), measure: .physical)
                .first { $0.id == "unitTests" }?.notes.first)
        #expect(
            chosen.contains(
                "the Login-screen type its test file is named after; Login is chosen from the "
                    + "data (the screen whose types have the most tests, else the most lines), "
                    + "set `unitTestScreen` in archmetrics.json"),
            "\(chosen)")
    }
}
