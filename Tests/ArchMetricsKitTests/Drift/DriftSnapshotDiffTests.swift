import Foundation
import TestSupport
import Testing

@testable import ArchMetricsDrift
@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import ArchMetricsSupport
@testable import SwiftScanning

/// Small, readable snapshots for the drift tests: two variants of a two-screen app.
enum DriftSamples {
    static func file(
        _ path: String, _ role: Role, screen: String?, type: String?, code: Int, comment: Int = 2,
        blank: Int = 3,
        declarations: [TypeDeclaration]? = nil
    ) -> ClassifiedFile {
        let lines = LineCounts(
            physical: code + comment + blank, code: code, comment: comment, blank: blank)
        let declared =
            declarations ?? type.map {
                [TypeDeclaration(kind: .class, name: $0, firstLine: 4, lastLine: 3 + code)]
            } ?? []
        return ClassifiedFile(
            path: path, role: role, screen: screen, primaryType: type, reason: "test",
            bytes: lines.physical * 30,
            lines: lines, declarations: declared)
    }

    static func variant(_ name: String) -> VariantSourceMetrics {
        VariantSourceMetrics(
            name: name, path: "FootballGather/\(name)",
            files: [
                file(
                    "Sources/Gather/GatherViewController.swift", .viewController, screen: "Gather",
                    type: "GatherViewController", code: 50),
                file(
                    "Sources/Gather/GatherView.swift", .view, screen: "Gather", type: "GatherView",
                    code: 30),
                file(
                    "Sources/Login/LoginViewController.swift", .viewController, screen: "Login",
                    type: "LoginViewController", code: 40),
                file(
                    "Sources/Networking/Client.swift", .shared, screen: nil, type: "Client",
                    code: 80),
                file("Tests/GatherTests.swift", .test, screen: nil, type: "GatherTests", code: 25),
            ],
            unitTests: UnitTestInventory(
                keyClass: "GatherViewController", keyClassCount: 3, keyClassTestCount: 4,
                totalTestCount: 6))
    }

    static let environment = EnvironmentInfo(
        swiftVersion: "6.3.1", operatingSystem: "Ubuntu 24.04", cpuModel: "Test CPU @ 3.0GHz",
        cpuCores: 2, memoryBytes: 24 << 30, loadAverage: [1, 1, 1],
        date: Date(timeIntervalSince1970: 1_790_000_000), hostName: "ci")

    static func statistics(_ samples: [Double]) -> SampleStatistics {
        let mean = samples.reduce(0, +) / Double(samples.count)
        let variance =
            samples.count > 1
            ? samples.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(samples.count - 1) : 0
        let sorted = samples.sorted()
        let median =
            sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        return SampleStatistics(
            samples: samples, mean: mean, standardDeviation: variance.squareRoot(), median: median,
            min: sorted.first!, max: sorted.last!)
    }

    static func measurement(
        _ variant: String, cleanBuild: [Double],
        tests: TestCounts = TestCounts(ran: 6, passed: 6, failed: 0, skipped: 0)
    )
        -> VariantMeasurement
    {
        VariantMeasurement(
            variant: variant, status: .ok,
            timings: [TimingMeasure.cleanBuild.rawValue: statistics(cleanBuild)], tests: tests)
    }

    /// MVC and MVP-C, measured with three clean builds each.
    static func snapshot(
        measured: Bool = true, cleanBuild: [String: [Double]] = [:],
        environment: EnvironmentInfo = environment
    ) -> MetricsSnapshot {
        let names = ["MVP-C", "MVC"]
        let measurements = MeasurementResults(
            environment: environment, runs: 3, warmup: 1, referenceVariant: "MVC",
            variants: names.map {
                measurement($0, cleanBuild: cleanBuild[$0] ?? [40.1, 40.9, 41.4])
            }, wallSeconds: 300, toolOverheadSeconds: 1)
        return MetricsSnapshot(
            focusVariant: "MVP-C", variants: names.map(variant),
            measurements: measured ? measurements : nil)
    }

    /// Edits one file of one variant.
    static func editing(
        _ snapshot: MetricsSnapshot, variant: String, path: String,
        _ edit: (inout ClassifiedFile) -> Void
    ) -> MetricsSnapshot {
        var copy = snapshot
        let v = copy.variants.firstIndex { $0.name == variant }!
        let f = copy.variants[v].files.firstIndex { $0.path == path }!
        edit(&copy.variants[v].files[f])
        return copy
    }
}

@Suite struct DriftSnapshotDiffTests {
    let gatherVC = "Sources/Gather/GatherViewController.swift"

    @Test func unchangedSnapshotsHaveNoDrift() {
        let snapshot = DriftSamples.snapshot()
        let report = SnapshotDiff.compare(baseline: snapshot, current: snapshot)
        #expect(!report.hasDrift)
        #expect(report.variants.allSatisfy { !$0.hasChanges })
        #expect(report.variants.flatMap(\.timings).count == 2)
        #expect(report.variants.flatMap(\.timings).allSatisfy { $0.verdict == .withinNoise })
        let markdown = DriftMarkdownFormatter().format(report)
        #expect(markdown.contains("**PASS — no drift** in 2 variants"))
        #expect(markdown.contains("Unchanged: MVP-C, MVC."))
    }

    @Test func oneAddedLineInAViewControllerFailsNamingFileRoleScreenAndVariant() throws {
        let baseline = DriftSamples.snapshot()
        let current = DriftSamples.editing(baseline, variant: "MVC", path: gatherVC) {
            $0.lines.code += 1
            $0.lines.physical += 1
        }
        let report = SnapshotDiff.compare(baseline: baseline, current: current)
        #expect(report.hasDrift)
        let mvc = try #require(report.variants.first { $0.name == "MVC" })
        #expect(report.variants.first { $0.name == "MVP-C" }?.hasDrift == false)
        let change = try #require(mvc.files.first)
        #expect(mvc.files.count == 1)
        #expect(
            change.kind == .modified && change.path == gatherVC && change.role == .viewController
                && change.screen == "Gather")
        #expect(change.isDrift)
        #expect(mvc.roles.map(\.name) == ["viewController"] && mvc.roles[0].isDrift)
        #expect(mvc.screens.map(\.name) == ["Gather"])
        let markdown = DriftMarkdownFormatter().format(report)
        #expect(markdown.contains("**FAIL — drift"))
        #expect(markdown.contains("### MVC — FAIL"))
        #expect(
            markdown.contains(
                "| `\(gatherVC)` | modified | View Controllers | Gather | 50 → 51 (+1) | 55 → 56 (+1) | FAIL (exact) |"
            ))
        let annotations = DriftAnnotationsFormatter(repositoryRoot: "/repo").annotations(report)
        #expect(
            annotations.contains {
                $0.hasPrefix("::error file=FootballGather/MVC/\(gatherVC),line=4,")
                    && $0.contains("View Controllers, Gather, MVC")
            })
    }

    @Test func aRoleToleranceLetsASmallGrowthPass() throws {
        let baseline = DriftSamples.snapshot()
        let current = DriftSamples.editing(baseline, variant: "MVC", path: gatherVC) {
            $0.lines.code += 2
            $0.lines.physical += 2
        }
        var tolerances = DriftTolerances()
        try tolerances.apply("viewController=+5%")
        let report = SnapshotDiff.compare(
            baseline: baseline, current: current, tolerances: tolerances)
        #expect(!report.hasDrift)
        #expect(report.variants.first { $0.name == "MVC" }?.files.first?.isDrift == false)
        // Shrinking is not covered by a "+" tolerance.
        let shrunk = DriftSamples.editing(baseline, variant: "MVC", path: gatherVC) {
            $0.lines.code -= 1
            $0.lines.physical -= 1
        }
        #expect(
            SnapshotDiff.compare(baseline: baseline, current: shrunk, tolerances: tolerances)
                .hasDrift)
        // Another role keeps the exact default.
        let view = DriftSamples.editing(
            baseline, variant: "MVC", path: "Sources/Gather/GatherView.swift"
        ) {
            $0.lines.code += 1
            $0.lines.physical += 1
        }
        #expect(
            SnapshotDiff.compare(baseline: baseline, current: view, tolerances: tolerances).hasDrift
        )
    }

    @Test func aRenamedFileIsReportedAsARename() throws {
        let baseline = DriftSamples.snapshot()
        let current = DriftSamples.editing(
            baseline, variant: "MVP-C", path: "Sources/Networking/Client.swift"
        ) {
            $0.path = "Sources/Network/APIClient.swift"
        }
        let report = SnapshotDiff.compare(baseline: baseline, current: current)
        let variant = try #require(report.variants.first { $0.name == "MVP-C" })
        #expect(variant.files.count == 1)
        let rename = try #require(variant.files.first)
        #expect(
            rename.kind == .renamed && rename.path == "Sources/Network/APIClient.swift"
                && rename.previousPath == "Sources/Networking/Client.swift")
        #expect(variant.roles.isEmpty, "a pure rename moves no lines between roles")
        #expect(report.hasDrift, "a rename is a structural change, exact by default")
        #expect(
            DriftMarkdownFormatter().format(report).contains(
                "renamed from `Sources/Networking/Client.swift`"))
        var tolerances = DriftTolerances()
        try tolerances.apply("files=any")
        #expect(
            !SnapshotDiff.compare(baseline: baseline, current: current, tolerances: tolerances)
                .hasDrift)
    }

    @Test func aRenameWithEditsIsMatchedByPrimaryType() throws {
        let baseline = DriftSamples.snapshot()
        let current = DriftSamples.editing(baseline, variant: "MVC", path: gatherVC) {
            $0.path = "Sources/Gather/Controllers/GatherViewController.swift"
            $0.lines.code += 3
            $0.lines.physical += 3
        }
        let variant = try #require(
            SnapshotDiff.compare(baseline: baseline, current: current).variants.first {
                $0.name == "MVC"
            })
        #expect(variant.files.map(\.kind) == [.renamed])
        #expect(variant.files[0].linesAfter.code - variant.files[0].linesBefore.code == 3)
    }

    @Test func addedRemovedAndRoleChangedFilesAreStructuralChanges() throws {
        let baseline = DriftSamples.snapshot()
        var current = DriftSamples.editing(
            baseline, variant: "MVC", path: "Sources/Gather/GatherView.swift"
        ) { $0.role = .localModel }
        let mvc = current.variants.firstIndex { $0.name == "MVC" }!
        current.variants[mvc].files.removeAll {
            $0.path == "Sources/Login/LoginViewController.swift"
        }
        current.variants[mvc].files.append(
            DriftSamples.file(
                "Sources/Gather/GatherPresenter.swift", .presenter, screen: "Gather",
                type: "GatherPresenter", code: 12))
        let variant = try #require(
            SnapshotDiff.compare(baseline: baseline, current: current).variants.first {
                $0.name == "MVC"
            })
        #expect(Set(variant.files.map(\.kind)) == [.added, .removed, .modified])
        #expect(variant.structuralChangeCount == 3 && !variant.structureWithinTolerance)
        #expect(variant.files.first { $0.kind == .modified }?.roleChanged == true)
        #expect(
            Set(variant.roles.map(\.name)) == ["viewController", "view", "presenter", "localModel"])
    }

    @Test func changesThatCancelOutInARoleTotalStillFailPerFile() throws {
        let baseline = DriftSamples.snapshot()
        var current = DriftSamples.editing(baseline, variant: "MVC", path: gatherVC) {
            $0.lines.code += 1
            $0.lines.physical += 1
        }
        current = DriftSamples.editing(
            current, variant: "MVC", path: "Sources/Login/LoginViewController.swift"
        ) {
            $0.lines.code -= 1
            $0.lines.physical -= 1
        }
        let report = SnapshotDiff.compare(baseline: baseline, current: current)
        let mvc = try #require(report.variants.first { $0.name == "MVC" })
        #expect(mvc.roles.isEmpty)
        #expect(mvc.files.filter(\.isDrift).count == 2)
        #expect(report.hasDrift)
    }

    @Test func testCountsAndKeyClassAreCompared() throws {
        let baseline = DriftSamples.snapshot()
        var current = baseline
        current.variants[0].unitTests.totalTestCount = 5
        current.variants[1].unitTests.keyClass = "GatherPresenter"
        let report = SnapshotDiff.compare(baseline: baseline, current: current)
        #expect(
            report.variants[0].tests == [
                CountChange(name: "test functions", baseline: 6, current: 5, isDrift: true)
            ])
        #expect(
            report.variants[1].problems == [
                "key class changed from GatherViewController to GatherPresenter"
            ])
        var tolerances = DriftTolerances()
        try tolerances.apply("tests=-1")
        #expect(
            SnapshotDiff.compare(baseline: baseline, current: current, tolerances: tolerances)
                .variants[0].hasDrift == false)
    }

    @Test func variantsAddedOrRemovedAreOneProblemEach() {
        let baseline = DriftSamples.snapshot(measured: false)
        var current = baseline
        current.variants.removeLast()
        current.variants.append(DriftSamples.variant("MVVM"))
        let report = SnapshotDiff.compare(baseline: baseline, current: current)
        #expect(report.variants.map(\.name) == ["MVP-C", "MVC", "MVVM"])
        #expect(
            report.variants[1].presence == .removed && report.variants[1].files.isEmpty
                && report.variants[1].driftCount == 1)
        #expect(report.variants[2].presence == .added && report.variants[2].driftCount == 1)
    }

    @Test func noBuildComparesSourceOnlyAndSaysSo() {
        let baseline = DriftSamples.snapshot()
        let report = SnapshotDiff.compare(
            baseline: baseline, current: DriftSamples.snapshot(measured: false),
            compareTimings: false)
        #expect(!report.hasDrift)
        #expect(report.notes.contains { $0.contains("--no-build") })
    }

    @Test func longListsAreCappedForAPullRequestComment() {
        let baseline = DriftSamples.snapshot(measured: false)
        var current = baseline
        for index in 0..<40 {
            current.variants[1].files.append(
                DriftSamples.file(
                    "Sources/Extra/Extra\(index).swift", .shared, screen: nil,
                    type: "Extra\(index)", code: index + 1))
        }
        let markdown = DriftMarkdownFormatter(maxRows: 10).format(
            SnapshotDiff.compare(baseline: baseline, current: current))
        #expect(markdown.contains("| … and 30 more |"))
        #expect(markdown.components(separatedBy: "\n").count < 60)
    }

    @Test func annotationsAreCappedErrorsFirst() throws {
        let baseline = DriftSamples.snapshot(measured: false)
        var current = baseline
        for index in 0..<30 {
            current.variants[1].files.append(
                DriftSamples.file(
                    "Sources/Extra/Extra\(index).swift", .shared, screen: nil,
                    type: "Extra\(index)", code: 1))
        }
        let annotations = DriftAnnotationsFormatter(repositoryRoot: "/", limit: 10).annotations(
            SnapshotDiff.compare(baseline: baseline, current: current))
        #expect(annotations.count == 11)
        #expect(annotations.prefix(10).allSatisfy { $0.hasPrefix("::error") })
        #expect(
            annotations.last
                == "::notice title=archmetrics drift::… and 21 more changes; see the drift report")
    }

    /// The whole Markdown report of a mixed change, against a golden file
    /// (re-record with `RECORD_DRIFT_FIXTURES=1 swift test --filter DriftSnapshotDiffTests`).
    @Test func markdownReportMatchesTheGoldenFile() throws {
        let baseline = DriftSamples.snapshot()
        var current = DriftSamples.editing(baseline, variant: "MVC", path: gatherVC) {
            $0.lines.code += 1
            $0.lines.physical += 1
        }
        current = DriftSamples.editing(
            current, variant: "MVC", path: "Sources/Networking/Client.swift"
        ) { $0.path = "Sources/Network/APIClient.swift" }
        current = DriftSamples.editing(
            current, variant: "MVP-C", path: "Sources/Gather/GatherView.swift"
        ) { $0.role = .localModel }
        current.variants[0].unitTests.totalTestCount = 7
        current.measurements!.variants[1].timings["cleanBuild"] = DriftSamples.statistics([
            50.1, 51.2, 51.6,
        ])
        current.measurements!.variants[0].timings["cleanBuild"] = DriftSamples.statistics([
            40.5, 44, 52,
        ])
        let markdown = DriftMarkdownFormatter().format(
            SnapshotDiff.compare(baseline: baseline, current: current))
        let golden = Fixtures.folder("drift/report.md")
        if ProcessInfo.processInfo.environment["RECORD_DRIFT_FIXTURES"] == "1" {
            try AtomicFile.write(markdown, to: golden)
        }
        #expect(markdown == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func markdownCellsEscapePipesAndMarkup() {
        let lines = DriftMarkdownFormatter().table(
            ["File", "Change"], [["a|b\nc", "**[l](https:e.vil) <img> total**"]])
        #expect(lines.last == "| a\\|b<br>c | **\\[l\\](https:e.vil) &lt;img&gt; total** |")
    }

    @Test func annotationsEscapeGitHubCommandCharacters() {
        #expect(DriftAnnotationsFormatter.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
        #expect(DriftAnnotationsFormatter.escapeData("50%\nmore") == "50%25%0Amore")
        #expect(DriftAnnotationsFormatter.escapeData("a\u{1B}[31m") == "a\\u{1B}[31m")
    }

    @Test func stepSummaryIsAppendedNotReplaced() throws {
        let folder = try makeTemporaryFolder("drift-summary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("summary.md").path
        try "earlier step".write(toFile: path, atomically: true, encoding: .utf8)
        try GitHubActions.appendStepSummary("## drift\n", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier step\n## drift\n")
    }
}
