import Foundation
import TestSupport
import Testing

/// The example workflow's pull-request path for the frozen rule violations, walked with its
/// own steps (Examples/github-actions.yml, measuring `--no-build`: source metrics and rules)
/// on a rules project: the default branch commits a baseline with today's violations frozen,
/// then a pull request that removes a stale frozen entry, or accepts a new violation, and
/// commits the result passes the check against its committed baseline.
@Suite(.serialized) struct WorkflowPullRequestTests {
    static let login = "tree/MVC/FootballGather/ViewControllers/LoginViewController.swift"
    static let gather = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"
    static let jobs = RulesProject.variants.map {
        ExampleWorkflow.Job(variant: $0, path: "tree/\($0)")
    }
    static let inputs = ["ARCHMETRICS_CONFIG": "rules.json", "ARCHMETRICS_MEASURE": "--no-build"]

    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("archmetrics-workflow-pr")
        try RulesProject.write(into: folder, configName: "rules.json")
        // Lines may move: the rules are what these pull requests change.
        let config = folder.appendingPathComponent("rules.json")
        var settings = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any])
        settings["tolerances"] = ["lines": "any", "files": "any"]
        try JSONSerialization.data(withJSONObject: settings).write(to: config)
        try GitFixture.git(["init", "--quiet", "--initial-branch=main"], in: folder)
    }

    func tool(_ arguments: [String]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment())
    }

    func commit(_ message: String) throws {
        try GitFixture.git(["add", "--all"], in: folder)
        try GitFixture.git(["commit", "--quiet", "-m", message], in: folder)
    }

    /// The default branch: a baseline with today's violations frozen, committed.
    func defaultBranch() throws {
        #expect(try tool(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        #expect(
            try tool(["check", "--no-build", "--config", "rules.json", "--freeze", "--accept-new"])
                .status == 0)
        try commit("the baseline")
    }

    /// The pull request's run of the workflow: its check job's check.
    func pullRequestCheck() throws -> BuiltTool.Result {
        try commit("the pull request")
        let run = try ExampleWorkflow(in: folder).play(Self.jobs, Self.inputs)
        #expect(run.measure.values.allSatisfy { $0 == 0 }, "\(run.measure)")
        #expect(run.merge?.status == 0, "\(run.merge?.stderr ?? "")")
        return try #require(run.check)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(path)
        try change(try String(contentsOf: url, encoding: .utf8)).write(
            to: url, atomically: true, encoding: .utf8)
    }

    @Test func aStaleEntryRemovedInThePullRequestPasses() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try defaultBranch()
        // The pull request fixes a frozen edge and removes its entry from the committed baseline.
        try edit(Self.login) {
            $0.replacingOccurrences(of: "PlayerListViewController", with: "UIViewController")
        }
        let removed = try tool([
            "check", "--no-build", "--config", "rules.json", "--remove-stale", "--tolerance",
            "lines=+100",
        ])
        #expect(removed.status == 0, "\(removed.stderr)")
        let check = try pullRequestCheck()
        let sarif = try String(
            contentsOf: folder.appendingPathComponent("archmetrics.sarif"), encoding: .utf8)
        #expect(
            !sarif.contains("\"ruleId\" : \"archmetrics/stale-frozen-violation\""), "\(sarif)")
        #expect(check.status == 0, "\(check.stderr)\(sarif)")
    }

    @Test func aViolationAcceptedInThePullRequestPasses() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try defaultBranch()
        try edit(Self.gather) {
            $0
                + "\nextension GatherViewController {\n    func peek() { _ = PlayerDetailViewController.self }\n}\n"
        }
        let accepted = try tool([
            "check", "--no-build", "--config", "rules.json", "--freeze", "--accept-new",
        ])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let check = try pullRequestCheck()
        let sarif = try String(
            contentsOf: folder.appendingPathComponent("archmetrics.sarif"), encoding: .utf8)
        #expect(!sarif.contains("\"ruleId\" : \"archmetrics/architecture-rule\""), "\(sarif)")
        #expect(check.status == 0, "\(check.stderr)\(sarif)")
    }
}
