import Foundation
import TestSupport
import Testing

/// `check` with the MVP-C rule set of `Examples/` on copies of the bundled core's MVC and
/// MVP-C: violations with file:line, `--freeze`, a new edge, a stale frozen entry.
@Suite struct RulesCheckTests {
    static let login = "tree/MVC/FootballGather/ViewControllers/LoginViewController.swift"
    static let gather = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"

    let folder: URL

    /// `tree/MVC`, `tree/MVP-C` and `rules.json`: the example's rules with these two variants.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "rules-check-\(UUID().uuidString)")
        try RulesProject.write(into: folder, configName: "rules.json")
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment(extra))
    }

    func check(_ extra: [String] = []) throws -> BuiltTool.Result {
        try run(["check", "--no-build", "--config", "rules.json", "--max-rows", "50"] + extra)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = folder.appendingPathComponent(path)
        try change(try String(contentsOf: url, encoding: .utf8)).write(
            to: url, atomically: true, encoding: .utf8)
    }

    /// The 1-based line of `path` holding `text` first.
    func line(of text: String, in path: String) throws -> Int {
        let lines = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            .components(separatedBy: "\n")
        return try #require(lines.firstIndex { $0.contains(text) }) + 1
    }

    @Test func freezingAcceptsTodaysViolationsAndTheBaselineOnlyShrinks() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = try run(["baseline", "--no-build", "--config", "rules.json"])
        #expect(baseline.status == 0, "\(baseline.stderr)")

        // MVC breaks the rules on each navigation edge; MVP-C on none.
        let failing = try check()
        #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("**FAIL — architecture rules:** 10 new violations."))
        #expect(failing.stdout.contains("**PASS — no drift** in 2 variants"))
        let loginLine = try line(of: "PlayerListViewController", in: Self.login)
        #expect(
            failing.stdout.contains(
                "| `\(Self.login):\(loginLine)` | MVC | LoginViewController → PlayerListViewController (viewController@PlayerList) |"
            ))
        #expect(!failing.stdout.contains("| MVP-C |"))

        // Under GitHub Actions each one is an error annotation on its line.
        let annotated = try run(
            ["check", "--no-build", "--config", "rules.json"], ["GITHUB_ACTIONS": "true"])
        #expect(annotated.stderr.contains("::error file=\(Self.login),line=\(loginLine),title="))
        // And in SARIF, a result on its line.
        let sarif = try Self.sarifResults(check(["--format", "sarif"]))
        let ruleResults = sarif.filter { $0.ruleId == "archmetrics/architecture-rule" }
        #expect(ruleResults.count == 10)
        #expect(ruleResults.contains { $0.uri == Self.login && $0.line == loginLine })

        // --freeze alone adds nothing: the new violations must be accepted by name.
        let baselinePath = folder.appendingPathComponent("Reports/baseline.json")
        let before = try Data(contentsOf: baselinePath)
        let refused = try check(["--freeze"])
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("10 new rule violations not frozen"))
        #expect(refused.stderr.contains("--freeze --accept-new"))
        #expect(try Data(contentsOf: baselinePath) == before)

        let freeze = try check(["--freeze", "--accept-new"])
        #expect(freeze.status == 0, "\(freeze.stderr)")
        #expect(
            freeze.stdout.contains(
                "Froze 10 rule violations in Reports/baseline.json (0 before: 10 added, 0 stale removed)."
            ))
        let frozen = try check()
        #expect(frozen.status == 0, "\(frozen.stdout)")
        #expect(frozen.stdout.contains("### Architecture rules — pass"))
        #expect(frozen.stdout.contains("Violations: 10 now, 10 frozen in the baseline (±0)."))

        // A new edge fails, though its lines are within tolerance.
        try edit(Self.gather) {
            $0
                + "\nextension GatherViewController {\n    func peek() { _ = PlayerDetailViewController.self }\n}\n"
        }
        let newEdge = try check(["--tolerance", "lines=+100"])
        #expect(newEdge.status == 1, "\(newEdge.stdout)")
        #expect(newEdge.stdout.contains("**FAIL — architecture rules:** 1 new violation."))
        #expect(newEdge.stdout.contains("Violations: 11 now, 10 frozen in the baseline (+1)."))
        let peekLine = try line(of: "func peek()", in: Self.gather)
        #expect(
            newEdge.stdout.contains(
                "| `\(Self.gather):\(peekLine)` | MVC | GatherViewController → PlayerDetailViewController (viewController@PlayerDetail) |"
            ))

        // Fixing a frozen edge (and taking the new one back) fails as stale until re-frozen.
        try edit(Self.gather) {
            String(
                $0[
                    ..<$0.range(of: "\nextension GatherViewController {\n    func peek()")!
                        .lowerBound])
        }
        try edit(Self.login) {
            $0.replacingOccurrences(of: "PlayerListViewController", with: "UIViewController")
        }
        let stale = try check(["--tolerance", "lines=+100"])
        #expect(stale.status == 1, "\(stale.stdout)")
        #expect(stale.stdout.contains("**FAIL — architecture rules:** 1 stale frozen entry."))
        #expect(stale.stdout.contains("Violations: 9 now, 10 frozen in the baseline (-1)."))
        #expect(stale.stdout.contains("Remove them with `archmetrics check --remove-stale`"))
        #expect(stale.stdout.contains("LoginViewController → PlayerListViewController"))
        let staleSARIF = try Self.sarifResults(
            check(["--tolerance", "lines=+100", "--format", "sarif"]))
        #expect(
            staleSARIF.filter { $0.ruleId == "archmetrics/stale-frozen-violation" }.map(\.uri)
                == [Self.login])

        // A new violation beside the stale entry: following the stale hint adds nothing.
        try edit(Self.gather) {
            $0
                + "\nextension GatherViewController {\n    func peek() { _ = PlayerDetailViewController.self }\n}\n"
        }
        let notAccepted = try check(["--freeze", "--tolerance", "lines=+100"])
        #expect(notAccepted.status == 1, "\(notAccepted.stdout)\(notAccepted.stderr)")
        #expect(notAccepted.stderr.contains("1 new rule violation not frozen"))
        // --remove-stale removes the stale entry and nothing more: the new one still fails.
        let pruned = try check(["--remove-stale", "--tolerance", "lines=+100"])
        #expect(pruned.status == 1, "\(pruned.stdout)\(pruned.stderr)")
        #expect(pruned.stdout.contains("**FAIL — architecture rules:** 1 new violation."))
        #expect(
            pruned.stdout.contains(
                "Froze 9 rule violations in Reports/baseline.json (10 before: 0 added, 1 stale removed)."
            ))
        let stillNew = try check(["--tolerance", "lines=+100"])
        #expect(stillNew.status == 1)
        #expect(stillNew.stdout.contains("**FAIL — architecture rules:** 1 new violation."))
        try edit(Self.gather) {
            String(
                $0[
                    ..<$0.range(of: "\nextension GatherViewController {\n    func peek()")!
                        .lowerBound])
        }
        let refreeze = try check(["--remove-stale"])
        #expect(
            refreeze.stdout.contains(
                "Froze 9 rule violations in Reports/baseline.json (9 before: 0 added, 0 stale removed)."
            ))
        // Re-measuring the baseline keeps the frozen entries.
        _ = try run(["baseline", "--no-build", "--config", "rules.json"])
        let passing = try check()
        #expect(passing.status == 0, "\(passing.stdout)")
        #expect(passing.stdout.contains("Violations: 9 now, 9 frozen in the baseline (±0)."))
    }

    /// The rule id, file and line of each SARIF result of `result`'s stdout.
    static func sarifResults(_ result: BuiltTool.Result) throws -> [(
        ruleId: String, uri: String, line: Int?
    )] {
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        return results.map { item in
            let location =
                (item["locations"] as? [[String: Any]])?.first?["physicalLocation"]
                as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? ""
            let line = (location?["region"] as? [String: Any])?["startLine"] as? Int
            return (item["ruleId"] as? String ?? "", uri, line)
        }
    }

    /// A check run without the config that has the rules finds every frozen entry stale: it
    /// says why, and --remove-stale refuses instead of wiping the list.
    @Test func everyEntryStaleSaysTheConfigIsLikelyMissing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try run(["baseline", "--no-build", "--config", "rules.json"])
        let frozen = try check(["--freeze", "--accept-new"])
        #expect(frozen.status == 0, "\(frozen.stderr)")
        try
            "{\"variants\": [{\"name\": \"MVC\", \"path\": \"tree/MVC\"}, {\"name\": \"MVP-C\", \"path\": \"tree/MVP-C\"}]}"
            .write(
                to: folder.appendingPathComponent("plain.json"), atomically: true, encoding: .utf8)
        let forgotten = try run(["check", "--no-build", "--config", "plain.json"])
        #expect(forgotten.status == 1)
        #expect(
            forgotten.stdout.contains(
                "Every frozen rule violation (10) shows as stale because no architecture rules were checked now"
            ), "\(forgotten.stdout)")
        let wipe = try run(["check", "--no-build", "--config", "plain.json", "--remove-stale"])
        #expect(wipe.status == 2)
        #expect(wipe.stderr.contains("no rules were checked"))
        #expect(try check().status == 0)
    }

    /// CI measures each variant in a job of its own: the merged parts keep the violations
    /// each part found, so `check --current` judges the rules.
    @Test func mergedPartsCarryTheirRuleViolations() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        for variant in ["MVC", "MVP-C"] {
            let part = try run([
                "report", "--no-build", "--config", "rules.json", "--variants",
                "\(variant)=tree/\(variant)", "--output", "part-\(variant)", "--format", "json",
            ])
            #expect(part.status == 0, "\(part.stderr)")
        }
        #expect(
            try run([
                "merge", "part-MVC/metrics.json", "part-MVP-C/metrics.json", "--output",
                "current.json",
            ]).status == 0)
        #expect(try run(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        let result = try run(["check", "--current", "current.json", "--config", "rules.json"])
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("**FAIL — architecture rules:** 10 new violations."))
    }

    /// A helper struct in a screen's folder is a file more (a local model, judged by `files`),
    /// not a change of tests: the article's "key classes" count is not a test count.
    @Test func aHelperStructIsNotATestCountChange() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try run(["baseline", "--no-build", "tree"]).status == 0)
        try "struct GatherScore {\n    let home = 0\n}\n".write(
            to: folder.appendingPathComponent(
                "tree/MVC/FootballGather/ViewControllers/GatherScore.swift"),
            atomically: true, encoding: .utf8)
        let result = try run([
            "check", "--no-build", "tree", "--tolerance", "files=any", "--tolerance", "lines=any",
        ])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("| added | Local models | Gather |"))
        #expect(!result.stdout.contains("key classes"))
    }

    @Test func freezingWithoutRulesIsAUsageError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "{\"variants\": [{\"name\": \"MVC\", \"path\": \"tree/MVC\"}]}".write(
            to: folder.appendingPathComponent("plain.json"), atomically: true, encoding: .utf8)
        _ = try run(["baseline", "--no-build", "--config", "plain.json"])
        let result = try run(["check", "--no-build", "--config", "plain.json", "--freeze"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no rules were checked"))
    }
}
