import Foundation
import TestSupport
import Testing

/// A gate a team relies on is not switched off by accident (issue 49): `check --current` judges
/// the config's rules, a rule naming no screen is refused, `--remove-stale` and `--freeze` do
/// only what they name, the `team` policy lets files be added.
@Suite struct GateNoSilentPassTests {
    static let gather = "tree/MVC/FootballGather/ViewControllers/GatherViewController.swift"

    let folder: URL

    /// `tree/MVC`, `tree/MVP-C` and `rules.json` (the MVP-C rule set of `Examples/`).
    init() throws {
        folder = try makeTemporaryFolder("gate-no-silent-pass")
        try RulesProject.write(into: folder, configName: "rules.json")
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment(extra))
    }

    /// `rules.json` with its `rules` replaced by `rules` (none: the key dropped), as `name`.
    func writeConfig(_ name: String, rules: [[String: Any]]?) throws {
        let data = try Data(contentsOf: folder.appendingPathComponent("rules.json"))
        var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        config["rules"] = rules
        try JSONSerialization.data(withJSONObject: config).write(
            to: folder.appendingPathComponent(name))
    }

    /// The rules of `rules.json`.
    func exampleRules() throws -> [[String: Any]] {
        let data = try Data(contentsOf: folder.appendingPathComponent("rules.json"))
        let config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(config["rules"] as? [[String: Any]])
    }

    /// One part per variant measured with `config`, merged into `current.json`.
    func mergedParts(measuredWith config: String) throws {
        for variant in RulesProject.variants {
            let part = try run([
                "report", "--no-build", "--config", config, "--variants",
                "\(variant)=tree/\(variant)", "--output", "part-\(variant)", "--format", "json",
            ])
            #expect(part.status == 0, "\(part.stderr)")
        }
        let merge = try run([
            "merge", "part-MVC/metrics.json", "part-MVP-C/metrics.json", "--output",
            "current.json",
        ])
        #expect(merge.status == 0, "\(merge.stderr)")
    }

    func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent(path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    // MARK: Item 1: `check --current` judges the config's rules

    /// Parts measured without rules, or with the first rule only, then checked with all three:
    /// refused (exit 2), naming the rules the snapshot was not checked against.
    @Test func aSnapshotMeasuredUnderOtherRulesIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try run(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        let rules = try exampleRules()

        try writeConfig("none.json", rules: nil)
        try mergedParts(measuredWith: "none.json")
        let unchecked = try run(["check", "--current", "current.json", "--config", "rules.json"])
        #expect(unchecked.status == 2, "\(unchecked.stdout)\(unchecked.stderr)")
        #expect(unchecked.stderr.contains("current.json"), "\(unchecked.stderr)")
        #expect(unchecked.stderr.contains("view mayNotDependOn"), "\(unchecked.stderr)")
        #expect(!unchecked.stdout.contains("Architecture rules — pass"))

        try writeConfig("first.json", rules: Array(rules.prefix(1)))
        try mergedParts(measuredWith: "first.json")
        let partly = try run(["check", "--current", "current.json", "--config", "rules.json"])
        #expect(partly.status == 2, "\(partly.stdout)\(partly.stderr)")
        #expect(
            partly.stderr.contains(
                "view mayNotDependOn viewController@otherScreen, coordinator"),
            "\(partly.stderr)")
        #expect(
            !partly.stderr.contains("viewController mayNotDependOn viewController@otherScreen"),
            "the rule both checked is no difference: \(partly.stderr)")

        // Measured under the config's own rules, the snapshot is judged (10 violations).
        try mergedParts(measuredWith: "rules.json")
        let same = try run(["check", "--current", "current.json", "--config", "rules.json"])
        #expect(same.status == 1, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("**FAIL — architecture rules:** 10 new violations."))
    }

    // MARK: Item 2: a screen no variant has is refused

    /// A misspelt screen in a rule is a usage error naming it and the screen it is near, as a
    /// misspelt role is; `otherScreen` and real screen names are accepted.
    @Test func aMisspeltScreenInARuleIsRefused() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let misspelt: [[String: Any]] = [
            ["from": "view", "mayNotDependOn": ["viewController@PlayerLst"]]
        ]
        try writeConfig("misspelt.json", rules: misspelt)
        #expect(try run(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        for command in [["baseline", "--no-build"], ["check", "--no-build"]] {
            let result = try run(command + ["--config", "misspelt.json"])
            #expect(result.status == 2, "\(command): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("\"PlayerLst\""), "\(result.stderr)")
            #expect(result.stderr.contains("PlayerList"), "\(result.stderr)")
            #expect(result.stderr.contains("misspelt.json:"), "\(result.stderr)")
        }
        let fromSide: [[String: Any]] = [
            ["from": "viewController@Gathr", "mayNotDependOn": ["viewController@otherScreen"]]
        ]
        try writeConfig("from.json", rules: fromSide)
        let from = try run(["baseline", "--no-build", "--config", "from.json"])
        #expect(from.status == 2, "\(from.stderr)")
        #expect(from.stderr.contains("\"Gathr\""), "\(from.stderr)")

        let real: [[String: Any]] = [
            [
                "from": "viewController@Gather",
                "mayNotDependOn": ["viewController@PlayerList", "*@otherScreen"],
            ]
        ]
        try writeConfig("real.json", rules: real)
        let accepted = try run(["baseline", "--no-build", "--config", "real.json"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
    }

    // MARK: Item 6: each ratchet option does what it names and nothing more

    /// `--remove-stale` still fails on a new violation and on drift beyond tolerance;
    /// `--freeze --accept-new` still fails on drift beyond tolerance.
    @Test func ratchetOptionsStillFailOnWhatTheyDoNotName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try run(["baseline", "--no-build", "--config", "rules.json"]).status == 0)
        let check = ["check", "--no-build", "--config", "rules.json"]
        #expect(try run(check + ["--freeze", "--accept-new"]).status == 0)

        // A new violation, within a line tolerance that lets its lines through.
        try append(
            "\nextension GatherViewController {\n    func peek() { _ = PlayerDetailViewController.self }\n}\n",
            to: Self.gather)
        let removing = try run(check + ["--remove-stale", "--tolerance", "lines=+100"])
        #expect(removing.status == 1, "\(removing.stdout)\(removing.stderr)")
        #expect(removing.stdout.contains("1 new violation"), "\(removing.stdout)")

        // Drift beyond tolerance (the same lines, exact): neither option passes it.
        let drifted = try run(check + ["--remove-stale"])
        #expect(drifted.status == 1, "\(drifted.stdout)\(drifted.stderr)")
        #expect(drifted.stdout.contains("drift beyond tolerance"), "\(drifted.stdout)")
        let accepted = try run(check + ["--freeze", "--accept-new"])
        #expect(accepted.status == 1, "\(accepted.stdout)\(accepted.stderr)")
        #expect(accepted.stdout.contains("drift beyond tolerance"), "\(accepted.stdout)")
        // It froze what it was told to: the violation is no longer new.
        #expect(accepted.stdout.contains("1 added"), "\(accepted.stdout)")
        let within = try run(check + ["--tolerance", "lines=+100"])
        #expect(within.status == 0, "\(within.stdout)\(within.stderr)")
    }

    // MARK: Item 7: the team policy lets files and tests be added

    /// Under `"policy": "team"` a new 3-line helper and a new 4-line test file pass; an
    /// existing file growing beyond 10% still fails.
    @Test func theTeamPolicyLetsAFileAndATestFileBeAdded() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("team.json")
        try #"{"policy": "team", "variants": [{"name": "MVC", "path": "tree/MVC"}]}"#.write(
            to: config, atomically: true, encoding: .utf8)
        let baseline = try run(["baseline", "--no-build", "--config", "team.json"])
        #expect(baseline.status == 0, "\(baseline.stderr)")
        try writeFiles(
            [
                "tree/MVC/FootballGather/Utils/Clamp.swift":
                    "func clamp(_ value: Int) -> Int {\n    max(0, value)\n}\n",
                "tree/MVC/FootballGatherTests/Utils/ClampTests.swift":
                    "import XCTest\nfinal class ClampTests: XCTestCase {\n    func testClamp() { XCTAssertEqual(clamp(-1), 0) }\n}\n",
            ], into: folder)
        let added = try run(["check", "--no-build", "--config", "team.json"])
        #expect(added.status == 0, "\(added.stdout)\(added.stderr)")
        #expect(added.stdout.contains("added"), "\(added.stdout)")

        // Growth of an existing file is judged by the line tolerance, +10%.
        let text = try String(
            contentsOf: folder.appendingPathComponent(Self.gather), encoding: .utf8)
        try append(text, to: Self.gather)
        let grown = try run(["check", "--no-build", "--config", "team.json"])
        #expect(grown.status == 1, "\(grown.stdout)\(grown.stderr)")
        #expect(grown.stdout.contains("GatherViewController.swift"), "\(grown.stdout)")
    }
}
