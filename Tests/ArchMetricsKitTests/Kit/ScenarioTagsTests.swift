import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

/// Scenarios: the behaviours each variant's tests cover, named by `// Scenario: id` comments in
/// test files, reported beside the test counts and in a table of their own.
@Suite struct ScenarioTagsTests {
    /// Two variants; A's tests tag `login.logsIn` and `gather.scores`, B's only `login.logsIn`.
    func snapshot(_ configurationKeys: String) throws -> MetricsSnapshot {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "A/Sources/LoginViewController.swift": "class LoginViewController {}\n",
            "A/Tests/LoginTests.swift": """
            import XCTest
            final class LoginTests: XCTestCase {
                // Scenario: login.logsIn
                func testLogsIn() {}
                // Scenario: gather.scores, login.logsIn
                func testScores() {}
            }

            """,
            "B/Sources/LoginViewController.swift": "class LoginViewController {}\n",
            "B/Tests/LoginTests.swift": """
            import Testing
            // Scenario: login.logsIn
            @Test func logsIn() {}

            """,
        ]
        try writeFiles(files, into: folder)
        let file = folder.appendingPathComponent("archmetrics.json")
        try
            #"{"variants": [{"name": "A", "path": "A"}, {"name": "B", "path": "B"}]\#(configurationKeys)}"#
            .write(to: file, atomically: true, encoding: .utf8)
        return try SourceMetricsCollector.collect(
            ToolConfiguration.load(
                path: file, root: nil, variantOverrides: [], in: testContext()),
            in: testContext())
    }

    func cells(_ table: ReportTable?, _ label: String) -> [String]? {
        table?.rows.first { $0.label == label }?.cells.map(\.text)
    }

    @Test func taggedScenariosAreCountedBesideTheTestsAndTabled() throws {
        let snapshot = try snapshot("")
        // Columns: the focus (B, the last) first.
        #expect(snapshot.variants.map(\.name) == ["B", "A"])
        #expect(
            snapshot.variants.map { $0.unitTests.scenarios } == [
                ["login.logsIn"], ["gather.scores", "login.logsIn"],
            ])
        let tables = SourceTables.tables(snapshot, measure: .physical)
        let unitTests = tables.first { $0.id == "unitTests" }
        let scenarios = tables.first { $0.id == "scenarios" }
        #expect(cells(unitTests, "Scenarios covered") == ["1 of 2", "2 of 2"])
        #expect(cells(scenarios, "gather.scores") == ["–", "✓"])
        #expect(cells(scenarios, "login.logsIn") == ["✓", "✓"])
    }

    @Test func theConfiguredListNamesScenariosNoVariantCovers() throws {
        let snapshot = try snapshot(#", "scenarios": ["login.logsIn", "login.registers"]"#)
        let tables = SourceTables.tables(snapshot, measure: .physical)
        #expect(
            cells(tables.first { $0.id == "unitTests" }, "Scenarios covered") == [
                "1 of 2", "1 of 2",
            ])
        let scenarios = tables.first { $0.id == "scenarios" }
        #expect(scenarios?.rows.map(\.label) == ["login.logsIn", "login.registers"])
        #expect(cells(scenarios, "login.registers") == ["–", "–"])
    }

    @Test func withoutTagsThereIsNoScenarioTable() throws {
        #expect(ScenarioTags.ids(in: "// Scenarios are fun\nfunc testX() {}\n").isEmpty)
        #expect(ScenarioTags.ids(in: "  // Scenario: a.b , c.d\n") == ["a.b", "c.d"])
    }

    /// The scan reads a file's tags from its bytes, making its text only when the marker's
    /// bytes are there: the same ids as reading the text.
    @Test func theBytesGiveTheIdsTheTextGives() {
        let texts = [
            "", "// Scenario:", "x // Scenario: a", "\t// Scenario: a\r\n// Scenario: b\r\n",
            "// Scenario: a, b\n// Scen", "  // Scenario: at.the.end", "// Scenario", "/",
        ]
        for text in texts {
            var bytes = text
            #expect(bytes.withUTF8 { ScenarioTags.ids(in: $0) } == ScenarioTags.ids(in: text))
        }
        var invalid: [UInt8] = Array("// Scenario: a".utf8) + [0xFF] + Array("b\n".utf8)
        #expect(
            invalid.withUnsafeMutableBufferPointer { ScenarioTags.ids(in: UnsafeBufferPointer($0)) }
                == ["a\u{FFFD}b"])
    }
}
