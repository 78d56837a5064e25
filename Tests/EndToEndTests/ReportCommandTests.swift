import Foundation
import TestSupport
import Testing

/// A copy of the article-layout fixture in a temporary folder, so the report command can
/// write beside it and a test can break it, without touching the repository.
final class ReportFixtureCopy {
    let folder: URL
    var tree: URL { folder.appendingPathComponent("tree") }
    var output: URL { folder.appendingPathComponent("out") }

    static var source: URL {
        Fixtures.folder("article-layout/tree")
    }

    init() throws {
        folder = try makeTemporaryFolder("archmetrics-report-e2e")
        try FileManager.default.copyItem(at: Self.source, to: tree)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func read(_ name: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
    }
}

@Suite struct ReportCommandTests {
    @Test func noBuildReportOnTheArticleLayoutWritesTheArticlesTables() throws {
        let fixture = try ReportFixtureCopy()
        let result = try BuiltTool.run([
            "report", "--no-build", "--output", fixture.output.path, fixture.tree.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdout.contains("## Lines of code — View Controllers"))
        #expect(result.stdout.contains("| TOTAL | 430 | 494 (+64) | 1020 (+590) | 1627 (+1197) |"))
        // The article's 348 lines of screen coordinators, and 70 of the app's own flow
        // (`AppCoordinator`, the `Coordinator` protocol) it left out.
        #expect(result.stdout.contains("| (no screen) | 70 |"))
        #expect(result.stdout.contains("| TOTAL | 418 |"))
        #expect(result.stdout.contains("| File | MVP-C | MVP | MVVM view model |"))
        #expect(result.stdout.contains("| Number of unit tests | 34 | 34 | 34 | 30 (-4) |"))
        #expect(try fixture.read("comparison.md") == result.stdout)
        #expect(try fixture.read("lines-per-role.svg").hasPrefix("<svg "))
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.output.appendingPathComponent("build-times.svg").path))

        let json =
            try JSONSerialization.jsonObject(with: Data(try fixture.read("metrics.json").utf8))
            as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect(json?["focusVariant"] as? String == "MVP-C")
        // The article's 6 tables with the screen UI table (view controllers + views) after
        // the views', tests per role and per screen, the per-role summary, then 9 coupling and
        // complexity tables (Martin's metrics among them).
        let tableIDs =
            (json?["tables"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(tableIDs.count == 19)
        #expect(tableIDs.contains("coupling.stability"))
        #expect(
            Array(tableIDs.prefix(10)) == [
                "loc.coordinator", "loc.viewController", "loc.view", "loc.screenUI",
                "loc.presenter", "loc.localModel", "unitTests",
                "unitTests.perRole", "unitTests.perScreen", "roleSummary",
            ])
        #expect(json?["analysis"] != nil)
        // No temporary files are left behind by the atomic writes.
        let written = try FileManager.default.contentsOfDirectory(atPath: fixture.output.path)
            .sorted()
        #expect(written == ["comparison.md", "lines-per-role.svg", "metrics.json"])
    }

    @Test func jsonFormatAndCodeMeasure() throws {
        let fixture = try ReportFixtureCopy()
        let result = try BuiltTool.run([
            "report", "--no-build", "--format", "json", "--measure=code", "--output",
            fixture.output.path, fixture.tree.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let titles =
            (json?["tables"] as? [[String: Any]])?.compactMap { $0["title"] as? String } ?? []
        #expect(titles.contains("Code lines — View Controllers"))
        #expect(try fixture.read("metrics.json") == result.stdout)
    }

    @Test func timingVariantsThatAreNotPackagesIsAnInputErrorThatSuggestsNoBuild() throws {
        let fixture = try ReportFixtureCopy()
        let result = try BuiltTool.run([
            "report", "--output", fixture.output.path, fixture.tree.path,
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no Package.swift"))
        #expect(result.stderr.contains("--no-build"))
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.output.appendingPathComponent("comparison.md").path))
    }

    @Test func variantsOptionComparesExactlyTheGivenFolders() throws {
        let fixture = try ReportFixtureCopy()
        let result = try BuiltTool.run(
            [
                "report", "--no-build", "--output", fixture.output.path,
                "--variants", "Old=tree/MVC", "--variants", "New=tree/MVP",
            ], in: fixture.folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# Architecture comparison: New against Old"))
        #expect(result.stdout.contains("| File | New | Old |"))
    }

    @Test func aConfigInTheCurrentFolderIsReadAndItsErrorsNameLineAndColumn() throws {
        let fixture = try ReportFixtureCopy()
        try "{\n  \"focus\": \"MVP\",\n  \"sreens\": []\n}\n".write(
            to: fixture.folder.appendingPathComponent("archmetrics.json"), atomically: true,
            encoding: .utf8)
        let bad = try BuiltTool.run(
            ["report", "--no-build", "--output", "out", "tree"], in: fixture.folder)
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains("archmetrics.json:3:3: unknown key \"sreens\""), "\(bad.stderr)")
        #expect(
            !FileManager.default.fileExists(atPath: fixture.output.path),
            "nothing is written on a config error")

        try "{\n  \"focus\": \"MVP\",\n  \"screens\": [\"Gather\", \"Login\"]\n}\n".write(
            to: fixture.folder.appendingPathComponent("archmetrics.json"), atomically: true,
            encoding: .utf8)
        let good = try BuiltTool.run(
            ["report", "--no-build", "--output", "out", "tree"], in: fixture.folder)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.contains("| File | MVP | MVP-C | MVVM | MVC |"))
        #expect(
            good.stdout.contains(
                "| GatherViewController | 73 | 67 (-6) | 227 (+154) | 359 (+286) |\n| LoginViewController |"
            ))
    }

    @Test func aBrokenFileIsADiagnosticNotTheEndOfTheRun() throws {
        let fixture = try ReportFixtureCopy()
        try "final class GatherPresenter {\n/* never closed\n".write(
            to: fixture.tree.appendingPathComponent(
                "MVP/FootballGather/Modules/Gather/GatherPresenter.swift"), atomically: true,
            encoding: .utf8)
        let result = try BuiltTool.run([
            "report", "--no-build", "--output", fixture.output.path, fixture.tree.path,
        ])
        #expect(result.status == 0, "a warning does not fail the run")
        #expect(
            result.stderr.contains(
                "MVP/FootballGather/Modules/Gather/GatherPresenter.swift:2: warning:"),
            "\(result.stderr)")
        #expect(result.stdout.contains("## Diagnostics"))
        #expect(result.stdout.contains("| GatherPresenter | 237 | 2 (-235) |"))
        #expect(try fixture.read("comparison.md") == result.stdout)
    }

    @Test func badUsageAndMissingFoldersExitTwo() throws {
        let fixture = try ReportFixtureCopy()
        let unknown = try BuiltTool.run(["report", "--no-build", "--colour"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown option '--colour'"))
        let badMeasure = try BuiltTool.run([
            "report", "--no-build", "--measure", "tokens", fixture.tree.path,
        ])
        #expect(badMeasure.status == 2)
        let missing = try BuiltTool.run([
            "report", "--no-build", "--output", fixture.output.path,
            fixture.folder.appendingPathComponent("nowhere").path,
        ])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no such folder"))
        let badSpec = try BuiltTool.run(["report", "--no-build", "--variants", "MVC"])
        #expect(badSpec.status == 2)
        #expect(badSpec.stderr.contains("--variants expects NAME=PATH"))
    }

    @Test func reportsOnTheToolsOwnSources() throws {
        let repository = Repository.root
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-report-self-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try BuiltTool.run(
            [
                "report", "--no-build", "--output", output.path,
                "--variants", "Kit=Sources/ArchMetricsKit", "--variants", "CLI=Sources/archmetrics",
            ], in: repository)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# Architecture comparison: CLI against Kit"))
        #expect(result.stdout.contains("| CLI · Shared |"))
    }

    @Test func helpTeachesUsageOptionsAndExamples() throws {
        let result = try BuiltTool.run(["help", "report"])
        #expect(result.status == 0)
        for option in [
            "--variants", "--config", "--output", "--format", "--measure", "--no-build",
            "EXAMPLES:",
        ] {
            #expect(result.stdout.contains(option), "\(option)")
        }
    }
}

/// Ctrl-C during a report that only reads files: the old report stays whole or the new one is
/// written whole, and no temporary file is left either way.
@Suite struct ReportInterruptionTests {
    @Test func ctrlCDuringANoBuildReportLeavesNoMixAndNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-interrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Enough files that scanning takes a while, so that the signal usually lands mid-run.
        let body = String(repeating: "    func f() { let x = 1 } // c\n", count: 200)
        for variant in ["MVC", "MVP"] {
            for screen in 0..<400 {
                let file = folder.appendingPathComponent(
                    "tree/\(variant)/Screen\(screen)/Screen\(screen)ViewController.swift")
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "final class Screen\(screen)ViewController {\n\(body)}\n".write(
                    to: file, atomically: false, encoding: .utf8)
            }
        }
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let names = ["comparison.md", "metrics.json", "lines-per-role.svg"]
        for name in names {
            try "old".write(
                to: output.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }

        let process = try BuiltTool.start([
            "report", "--no-build", "--output", output.path, folder.path + "/tree",
        ])
        Thread.sleep(forTimeInterval: 0.3)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()

        let contents = try names.map {
            try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8)
        }
        switch process.terminationStatus {
        case 130:
            #expect(contents == ["old", "old", "old"], "interrupted, yet a file was replaced")
        case 0:
            #expect(!contents.contains("old"), "finished, yet a file was left old")
        default:
            Issue.record("exit status \(process.terminationStatus)")
        }
        let all = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(Set(all) == Set(names), "left behind: \(all)")
    }
}
