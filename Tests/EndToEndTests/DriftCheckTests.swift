import Foundation
import TestSupport
import Testing

/// `baseline` and `check` on a copy of the article-layout fixture tree (four variants).
@Suite struct DriftCheckTests {
    static let gatherViewController =
        "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"

    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("drift-check")
        try FileManager.default.copyItem(
            at: ArticleLayoutFixture.tree, to: folder.appendingPathComponent("tree"))
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment(extra))
    }

    func recordBaseline() throws {
        let result = try run(["baseline", "--no-build", "tree"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Wrote baseline Reports/baseline.json: 4 variants"))
    }

    func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func anUnchangedTreePasses() throws {
        try recordBaseline()
        let result = try run(["check", "--no-build", "tree"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("**PASS — no drift** in 4 variants (130 files; no changes)"))
    }

    @Test func oneAddedLineInAViewControllerFailsNamingFileRoleScreenAndVariant() throws {
        try recordBaseline()
        try append("let drift = 1\n", to: Self.gatherViewController)
        let summary = folder.appendingPathComponent("summary.md")
        let result = try run(
            ["check", "--no-build", "tree"],
            ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "**FAIL — drift beyond tolerance** in MVC (1 file, 1 role total)"))
        #expect(
            result.stdout.contains(
                "| `FootballGather/ViewControllers/GatherViewController.swift` | modified | View Controllers | Gather | 122 → 123 (+1) | 359 → 360 (+1) | FAIL (exact) |"
            ))
        #expect(result.stderr.contains("::error file=\(Self.gatherViewController),line="))
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("### MVC — FAIL"))
        // Within a tolerance for the role, it passes: from the flag, or from the config file
        // (which the flags then override).
        #expect(
            try run(["check", "--no-build", "tree", "--tolerance", "viewController=+1%"]).status
                == 0)
        try #"{"tolerances": {"viewController": "+1%"}}"#.write(
            to: folder.appendingPathComponent("archmetrics.json"),
            atomically: true, encoding: .utf8)
        #expect(try run(["check", "--no-build", "tree"]).status == 0)
        #expect(
            try run(["check", "--no-build", "tree", "--tolerance", "viewController=exact"]).status
                == 1)
    }

    @Test func aRenamedFileIsReportedAsARename() throws {
        try recordBaseline()
        let utilities = folder.appendingPathComponent("tree/MVP/FootballGather/Utils")
        try FileManager.default.moveItem(
            at: utilities.appendingPathComponent("AlertHelper.swift"),
            to: utilities.appendingPathComponent("Alerts.swift"))
        let result = try run(["check", "--no-build", "tree"])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "| `FootballGather/Utils/Alerts.swift` | renamed from `FootballGather/Utils/AlertHelper.swift` | Shared |"
            ))
        #expect(!result.stdout.contains("| added |") && !result.stdout.contains("| removed |"))
        #expect(try run(["check", "--no-build", "tree", "--tolerance", "files=+1"]).status == 0)
    }

    @Test func aMissingBaselineSaysHowToCreateIt() throws {
        let result = try run(["check", "--no-build", "tree"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("baseline Reports/baseline.json does not exist"))
        #expect(result.stderr.contains("Create it with: archmetrics baseline tree --no-build"))
    }

    @Test func aBaselineOfAnotherSchemaVersionExitsTwoNamingBothVersions() throws {
        try recordBaseline()
        let url = folder.appendingPathComponent("Reports/baseline.json")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(
            of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99")
        try text.write(to: url, atomically: true, encoding: .utf8)
        let result = try run(["check", "--no-build", "tree"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "baseline Reports/baseline.json has schema version 99; this archmetrics"))
        #expect(result.stderr.contains("reads schema version 1"))
        #expect(result.stderr.contains("Regenerate it with: archmetrics baseline tree --no-build"))
    }

    @Test func aCorruptBaselineExitsTwo() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: folder.appendingPathComponent("Reports/baseline.json"))
        let result = try run(["check", "--no-build", "tree"])
        #expect(result.status == 2)
        // What follows "not valid JSON:" is Foundation's wording; the position is archmetrics'.
        #expect(result.stderr.contains("baseline Reports/baseline.json is not valid JSON: "))
        #expect(result.stderr.contains("(line 1, column 2)"))
    }

    /// `--current` takes a snapshot measured elsewhere (a report's metrics.json): one of the
    /// same tree passes, one taken after an edit fails naming the edited file.
    @Test func checkJudgesAnAlreadyMeasuredSnapshot() throws {
        try recordBaseline()
        #expect(
            try run(["report", "--no-build", "--quiet", "--output", "same", "tree"]).status == 0)
        let unchanged = try run(["check", "--current", "same/metrics.json"])
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")

        try append("let extra = 1\n", to: Self.gatherViewController)
        #expect(
            try run(["report", "--no-build", "--quiet", "--output", "edited", "tree"]).status == 0)
        let edited = try run(["check", "--current", "edited/metrics.json"])
        #expect(edited.status == 1, "\(edited.stdout)\(edited.stderr)")
        #expect(edited.stdout.contains("GatherViewController.swift"))
        #expect(try run(["check", "--current", "same/metrics.json", "--no-build"]).status == 2)
    }

    @Test(arguments: ["baseline", "check"])
    func helpTeachesUsageOptionsAndExamples(command: String) throws {
        let result = try run(["help", command])
        #expect(result.status == 0)
        for heading in ["USAGE: archmetrics \(command)", "OPTIONS:", "EXAMPLES:"] {
            #expect(result.stdout.contains(heading))
        }
    }
}
