import Foundation
import TestSupport
import Testing

/// The example workflow's pull-request path, walked with its own shell steps (read from
/// Examples/github-actions.yml) on a rules project: the default branch refreshes its metrics,
/// then a pull request that removes a stale frozen entry, or accepts a new violation, and
/// commits the result passes the check against those metrics.
@Suite(.serialized) struct WorkflowPullRequestTests {
    static let workflow = Repository.path("Examples/github-actions.yml")
    static let login = "tree/MVC/FootballGather/ViewControllers/LoginViewController.swift"
    static let gather = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"

    /// The `run: |` block of the step named `name`, with the built tool for the release build.
    static func script(_ name: String) throws -> String {
        let lines = try String(contentsOf: workflow, encoding: .utf8).components(
            separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasSuffix("- name: \(name)") })
        let run = try #require(lines[start...].firstIndex { $0.hasSuffix("run: |") })
        let indent = lines[run + 1].prefix { $0 == " " }.count
        let body = lines[(run + 1)...].prefix {
            $0.isEmpty || $0.hasPrefix(String(repeating: " ", count: indent))
        }
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
            .replacingOccurrences(of: ".build/release/archmetrics", with: BuiltTool.binary.path)
    }

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
    }

    func sh(_ script: String, _ environment: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(
            ["-c", "set -e\n" + script], in: folder,
            environment: BuiltTool.environment(
                ["ARCHMETRICS_CONFIG": "rules.json"].merging(environment) { _, new in new }),
            executable: "/bin/sh")
    }

    func tool(_ arguments: [String]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment())
    }

    /// What the measuring jobs and the merge leave: Reports/current.json of the tree as it is
    /// (source metrics and rules; the fixture's variants need no build).
    func measureAndMerge() throws {
        #expect(
            try tool([
                "report", "--no-build", "--config", "rules.json", "--format", "json", "--output",
                "part",
            ]).status == 0)
        #expect(
            try tool(["merge", "part/metrics.json", "--output", "Reports/current.json"]).status
                == 0)
    }

    /// The default branch: a baseline with today's violations frozen and committed, then the
    /// workflow's refresh step, whose output is the artifact pull requests download.
    func defaultBranch() throws {
        #expect(try tool(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        #expect(
            try tool(["check", "--no-build", "--config", "rules.json", "--freeze", "--accept-new"])
                .status == 0)
        try measureAndMerge()
        let refresh = try sh(try Self.script("Refresh the baseline (default branch only)"))
        #expect(refresh.status == 0, "\(refresh.stderr)")
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("refreshed"),
            to: folder.appendingPathComponent("baseline-from-default-branch"))
    }

    /// The pull request's check: choose the baseline, then the workflow's check step.
    func pullRequestCheck() throws -> BuiltTool.Result {
        try measureAndMerge()
        let env = folder.appendingPathComponent("github-env")
        try Data().write(to: env)
        let choose = try sh(try Self.script("Choose the baseline"), ["GITHUB_ENV": env.path])
        #expect(choose.status == 0, "\(choose.stderr)")
        let chosen = try String(contentsOf: env, encoding: .utf8)
        let baseline = String(
            try #require(
                chosen.split(separator: "\n").first { $0.hasPrefix("ARCHMETRICS_BASELINE=") }
            )
            .dropFirst("ARCHMETRICS_BASELINE=".count))
        return try sh(try Self.script("Check"), ["ARCHMETRICS_BASELINE": baseline])
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
