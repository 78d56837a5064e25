import Foundation
import Testing

@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import ArchMetricsSupport
@testable import SwiftScanning

/// A small snapshot built by hand: two variants, a few classified files.
func handMadeSnapshot(measurements: MeasurementResults? = nil) -> MetricsSnapshot {
    func file(
        _ path: String, _ role: Role, _ screen: String?, _ type: String, physical: Int, code: Int
    ) -> ClassifiedFile {
        ClassifiedFile(
            path: path, role: role, screen: screen, primaryType: type, reason: "test",
            bytes: physical * 20,
            lines: LineCounts(physical: physical, code: code, comment: physical - code, blank: 0),
            declarations: [])
    }
    let after = VariantSourceMetrics(
        name: "After", path: "After",
        files: [
            file(
                "LoginViewController.swift", .viewController, "Login", "LoginViewController",
                physical: 40, code: 30),
            file(
                "LoginPresenter.swift", .presenter, "Login", "LoginPresenter", physical: 100,
                code: 80),
            file("Net|work.swift", .shared, nil, "Network", physical: 10, code: 10),
        ],
        unitTests: UnitTestInventory(
            keyClass: "LoginPresenter", keyClassCount: 2, keyClassTestCount: 12, totalTestCount: 15)
    )
    let before = VariantSourceMetrics(
        name: "Before", path: "Before",
        files: [
            file(
                "LoginViewController.swift", .viewController, "Login", "LoginViewController",
                physical: 90, code: 70),
            file(
                "LoginViewModel.swift", .viewModel, "Login", "LoginViewModel", physical: 100,
                code: 60),
        ],
        unitTests: UnitTestInventory(
            keyClass: "LoginViewModel", keyClassCount: 2, keyClassTestCount: 10, totalTestCount: 10)
    )
    return MetricsSnapshot(
        focusVariant: "After", variants: [after, before], measurements: measurements,
        settings: ReportSettings(referenceVariant: "Before"))
}

@Suite struct ReportFormattingTests {
    @Test func deltasAreSignedLikeTheArticle() {
        #expect(ValueFormatting.count(59, delta: -5) == "59 (-5)")
        #expect(ValueFormatting.count(43, delta: 3) == "43 (+3)")
        #expect(ValueFormatting.count(75, delta: 0) == "75")
        #expect(ValueFormatting.count(75, delta: nil) == "75")
        #expect(ValueFormatting.decimal(10.18, decimals: 2, delta: -0.1) == "10.18 (-0.10)")
        #expect(ValueFormatting.decimal(9.65, decimals: 2, delta: 0.43) == "9.65 (+0.43)")
        #expect(ValueFormatting.decimal(0.1, decimals: 2, delta: 0.004) == "0.10")
        #expect(
            ValueFormatting.decimal(97.3, decimals: 1, delta: -0.1, suffix: "%") == "97.3% (-0.1)")
        #expect(ValueFormatting.fixed(-0.0001, decimals: 2) == "0.00")
        #expect(ValueFormatting.ratio(10.08 / 9.78) == "1.03×")
        #expect(
            ValueFormatting.percent(97.25) == "97.2%" || ValueFormatting.percent(97.25) == "97.3%")
    }

    @Test func markdownCellsEscapePipesAndNewlines() {
        #expect(TextEscaping.markdownCell("a|b") == "a\\|b")
        #expect(TextEscaping.markdownCell("one\ntwo\r\nthree") == "one<br>two<br>three")
        #expect(TextEscaping.xml("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }

    @Test func presentersAndViewModelsShareATableHeadedByTheRoleTheyPlay() throws {
        let tables = SourceTables.tables(handMadeSnapshot(), measure: .physical)
        let presenters = try #require(tables.first { $0.id == "loc.presenter" })
        #expect(presenters.title == "Lines of code — Presenters (Before: view models)")
        #expect(presenters.columns == ["File", "After", "Before view model"])
        #expect(presenters.rows.map(\.label) == ["LoginPresenter", "TOTAL"])
        #expect(presenters.rows[0].cells.map(\.text) == ["100", "100"])
        let controllers = try #require(tables.first { $0.id == "loc.viewController" })
        #expect(controllers.rows[0].cells.map(\.text) == ["40", "90 (+50)"])
        #expect(controllers.rows[0].cells[1].delta == 50)
    }

    @Test func filesOfOneScreenAndRoleAddUpInOneRow() throws {
        var snapshot = handMadeSnapshot()
        snapshot.variants[0].files.append(
            ClassifiedFile(
                path: "LoginViewController+Keyboard.swift", role: .viewController, screen: "Login",
                primaryType: "LoginViewController",
                reason: "test", bytes: 100, lines: LineCounts(physical: 5, code: 5),
                declarations: []))
        let controllers = try #require(
            SourceTables.tables(snapshot, measure: .physical).first {
                $0.id == "loc.viewController"
            })
        #expect(controllers.rows.map(\.label) == ["LoginViewController", "TOTAL"])
        #expect(controllers.rows[0].cells.map(\.text) == ["45", "90 (+45)"])
    }

    @Test func tablesWithNoDataAreLeftOut() {
        let ids = SourceTables.tables(handMadeSnapshot(), measure: .physical).map(\.id)
        #expect(ids == ["loc.viewController", "loc.presenter", "unitTests", "roleSummary"])
        #expect(MeasurementTables.tables(handMadeSnapshot()).isEmpty)
    }

    @Test func codeMeasureSwitchesEveryTable() throws {
        let tables = SourceTables.tables(handMadeSnapshot(), measure: .code)
        let controllers = try #require(tables.first { $0.id == "loc.viewController" })
        #expect(controllers.title == "Code lines — View Controllers")
        #expect(
            controllers.rows.map { $0.cells.map(\.text) } == [
                ["30", "70 (+40)"], ["30", "70 (+40)"],
            ])
        let markdown = ComparisonReport.markdown(
            handMadeSnapshot(), measure: .code, toolCommand: "archmetrics")
        #expect(markdown.contains("Lines are code lines"))
        #expect(markdown.contains("| Before · all files | 2 | 190 | 130 | 60 | 0 | 100.0% |"))
    }

    @Test func unitTestTableShowsKeyClassesAndCounts() throws {
        let table = try #require(
            SourceTables.tables(handMadeSnapshot(), measure: .physical).first {
                $0.id == "unitTests"
            })
        #expect(
            table.rows.map(\.label) == [
                "Number of key classes", "Key class", "Number of unit tests",
                "Unit tests in all test files",
            ])
        #expect(table.rows[1].cells.map(\.text) == ["LoginPresenter", "LoginViewModel"])
        #expect(table.rows[2].cells.map(\.text) == ["12", "10 (-2)"])
    }

    @Test func markdownEscapesCellsAndEveryFigureIsInTheJSON() throws {
        let snapshot = handMadeSnapshot()
        let markdown = ComparisonReport.markdown(
            snapshot, measure: .physical, toolCommand: "archmetrics")
        #expect(!markdown.contains("Net|work"))
        let json = try ComparisonReport.json(
            snapshot, measure: .physical, toolCommand: "archmetrics")
        let decoded = try StableJSON.decoder().decode(MetricsDocument.self, from: Data(json.utf8))
        #expect(decoded.snapshot == snapshot)
        let tables = decoded.tables
        // Every table row of the Markdown comes from a table in the JSON.
        for table in tables {
            #expect(markdown.contains("## \(table.title)"))
            for row in table.rows {
                let line =
                    "| "
                    + ([row.label] + row.cells.map(\.text)).map(TextEscaping.markdownCell)
                    .joined(separator: " | ") + " |"
                #expect(markdown.contains(line), "\(line)")
            }
        }
        #expect(decoded.snapshot.schemaVersion == MetricsSnapshot.currentSchemaVersion)
        #expect(
            try ComparisonReport.json(snapshot, measure: .physical, toolCommand: "archmetrics")
                == json)  // deterministic
    }

    @Test func snapshotsWithoutTheNewFieldsStillDecode() throws {
        var snapshot = handMadeSnapshot()
        snapshot.settings = nil
        let data = try StableJSON.encode(snapshot)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("\"tables\""))
        #expect(try StableJSON.decoder().decode(MetricsSnapshot.self, from: data) == snapshot)
    }

    @Test func aVariantThatFailedToBuildShowsItsStatusInsteadOfTimes() throws {
        let stats = SampleStatistics(
            samples: [2, 2], mean: 2, standardDeviation: 0, median: 2, min: 2, max: 2)
        let environment = EnvironmentInfo(
            swiftVersion: "6.3.1", operatingSystem: "Linux", cpuModel: "CPU", cpuCores: 2,
            memoryBytes: 1 << 30,
            loadAverage: [1, 1, 1], date: Date(timeIntervalSince1970: 0), hostName: "h")
        let report = MeasurementResults(
            environment: environment, runs: 2, warmup: 0, referenceVariant: "Before",
            variants: [
                VariantMeasurement(
                    variant: "After", status: .ok,
                    timings: [TimingMeasure.cleanBuild.rawValue: stats]),
                VariantMeasurement(
                    variant: "Before", status: .buildFailed, failureReason: "exit 1 in swift build"),
            ], wallSeconds: 5, toolOverheadSeconds: 0.1)
        let tables = MeasurementTables.tables(handMadeSnapshot(measurements: report))
        let times = try #require(tables.first { $0.id == "buildTimes" })
        #expect(times.rows.map { $0.cells.map(\.text) } == [["2.00 ±0.00", "build failed"]])
        #expect(times.notes.contains("Before: build failed — exit 1 in swift build."))
        #expect(times.notes[0].hasPrefix("Mean of 2 runs, not warmed"))
        // No reference mean, no ratio table; and no article ratios for other variant names.
        #expect(!tables.contains { $0.id == "buildTimeRatios" })
    }

    @Test func articleRatiosAreTheArticlesMeansOverTheReference() throws {
        let clean = try #require(ArticleReference.ratios(.cleanBuild, reference: "MVC"))
        #expect(ValueFormatting.ratio(clean["MVP-C"]!) == "1.03×")
        let test = try #require(ArticleReference.ratios(.cleanTest, reference: "MVC"))
        #expect(ValueFormatting.ratio(test["MVP-C"]!) == "1.44×")
        #expect(ArticleReference.ratios(.incrementalBuild, reference: "MVC") == nil)
    }
}

/// Names in the Markdown read as themselves: markup characters are escaped where they would act
/// as markup, and left alone where they cannot (an underscore inside a word, a code span).
@Suite struct MarkdownEscapingTests {
    @Test(arguments: [
        ("Sources/unittest_enormous.pb.swift", "Sources/unittest_enormous.pb.swift"),
        ("_private_/x.swift", "\\_private\\_/x.swift"),
        ("A*B*.swift", "A\\*B\\*.swift"),
        ("MVC<b>x", "MVC&lt;b&gt;x"),
        ("MV|C", "MV\\|C"),
        ("MV\nC", "MV<br>C"),
        ("`Foo<T>.bar_` in code", "`Foo<T>.bar_` in code"),
        ("**Total**", "**Total**"),
        ("**A*B**", "**A\\*B**"),
    ])
    func aCellEscapesOnlyWhatWouldActAsMarkup(text: String, cell: String) {
        #expect(TextEscaping.markdownCell(text) == cell)
    }

    @Test(arguments: [
        ("MVP-C", "MVP-C"),
        ("my_app_v2", "my_app_v2"),
        ("_App_", "\\_App\\_"),
        ("App <1> & [x]", "App &lt;1&gt; &amp; \\[x\\]"),
        ("MV\nC", "MV\\\\nC"),
    ])
    func proseEscapesANameSoItReadsAsItself(text: String, prose: String) {
        #expect(TextEscaping.markdownText(text) == prose)
    }
}
