import Foundation
import TestSupport
import Testing

/// `compare` and `merge` on the built binary, starting from the drift fixture snapshot
/// (two variants, MVP-C and MVC, three clean-build samples each).
@Suite struct DriftCLITests {
    static let fixture = Fixtures.folder("drift/snapshot.json")
    static let gatherViewController = "Sources/Gather/GatherViewController.swift"

    let folder: URL

    init() throws {
        folder = try makeTemporaryFolder("drift-cli")
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, in: folder, environment: BuiltTool.environment(extra))
    }

    /// Writes a copy of the fixture with `edit` applied to its JSON object.
    func snapshot(_ name: String, _ edit: (inout [String: Any]) -> Void = { _ in }) throws -> String
    {
        var root =
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.fixture)) as! [String: Any]
        edit(&root)
        let url = folder.appendingPathComponent(name)
        try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
            .write(to: url)
        return url.path
    }

    /// Applies `edit` to `object[keys...]`, where an Int key indexes an array.
    static func modify(_ object: inout Any, _ keys: [Any], _ edit: (inout Any) -> Void) {
        guard let key = keys.first else {
            edit(&object)
            return
        }
        let rest = Array(keys.dropFirst())
        if let index = key as? Int, var array = object as? [Any] {
            modify(&array[index], rest, edit)
            object = array
        } else if let name = key as? String, var dictionary = object as? [String: Any] {
            var value: Any = dictionary[name] as Any
            modify(&value, rest, edit)
            dictionary[name] = value
            object = dictionary
        }
    }

    static func edit(_ root: inout [String: Any], _ keys: [Any], _ edit: (inout Any) -> Void) {
        var object: Any = root
        modify(&object, keys, edit)
        root = object as! [String: Any]
    }

    /// variants[1] is MVC; files[0] is its GatherViewController.
    static func addLineToMVCGatherViewController(_ root: inout [String: Any]) {
        for field in ["code", "physical"] {
            edit(&root, ["variants", 1, "files", 0, "lines", field]) { $0 = ($0 as! Int) + 1 }
        }
    }

    @Test func unchangedSnapshotsPass() throws {
        let baseline = try snapshot("baseline.json")
        let current = try snapshot("current.json")
        let result = try run(["compare", baseline, current])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("**PASS — no drift** in 2 variants"))
    }

    @Test func oneAddedLineInAViewControllerFailsNamingFileRoleScreenAndVariant() throws {
        let baseline = try snapshot("baseline.json")
        let current = try snapshot("current.json", Self.addLineToMVCGatherViewController)
        let result = try run(["compare", baseline, current])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "**FAIL — drift beyond tolerance** in MVC (1 file, 1 role total)"))
        #expect(
            result.stdout.contains(
                "| `\(Self.gatherViewController)` | modified | View Controllers | Gather | 50 → 51 (+1) |"
            ))
        #expect(!result.stderr.contains("::error"), "no annotations outside GitHub Actions")
        // A role tolerance lets it through.
        #expect(
            try run(["compare", baseline, current, "--tolerance", "viewController=+5%"]).status == 0
        )
    }

    @Test func aReMeasurementOnTheSameMachinePasses() throws {
        let baseline = try snapshot("baseline.json")
        // Fresh samples from the same distribution: a few percent either way, and higher overall.
        let current = try snapshot("current.json") { root in
            for variant in [0, 1] {
                Self.edit(
                    &root,
                    ["measurements", "variants", variant, "timings", "cleanBuild", "samples"]
                ) { $0 = [40.8, 41.6, 40.3] }
            }
        }
        let result = try run(["compare", baseline, current])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("2 timings compared, none significantly slower"))
    }

    @Test func aTwentyFivePercentSlowdownFails() throws {
        let baseline = try snapshot("baseline.json")
        let current = try snapshot("current.json") { root in
            Self.edit(&root, ["measurements", "variants", 1, "timings", "cleanBuild", "samples"]) {
                samples in
                samples = (samples as! [Double]).map { $0 * 1.25 }
            }
        }
        let result = try run(["compare", baseline, current])
        #expect(result.status == 1)
        #expect(result.stdout.contains("FAIL: slower"))
        #expect(result.stdout.contains("p = 0.050"))
    }

    @Test func aCorruptBaselineExitsTwoSayingWhatAndWhere() throws {
        let corrupt = folder.appendingPathComponent("corrupt.json")
        try Data(#"{"schemaVersion": 1, "variants": [ {"#.utf8).write(to: corrupt)
        let result = try run(["compare", corrupt.path, try snapshot("current.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("snapshot \(corrupt.path) is not valid JSON"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aBaselineOfAnotherSchemaVersionNamesBothVersions() throws {
        let old = try snapshot("old.json") { $0["schemaVersion"] = 2 }
        let result = try run(["compare", old, try snapshot("current.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("has schema version 2; this archmetrics"))
        #expect(result.stderr.contains("reads schema version 1"))
        #expect(result.stderr.contains("Regenerate it with: archmetrics baseline"))
    }

    @Test func underGitHubActionsAnnotatesAndAppendsTheStepSummary() throws {
        let baseline = try snapshot("baseline.json")
        let current = try snapshot("current.json", Self.addLineToMVCGatherViewController)
        let summary = folder.appendingPathComponent("step-summary.md")
        try Data("## earlier step\n".utf8).write(to: summary)
        let result = try run(
            ["compare", baseline, current],
            [
                "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path,
                "GITHUB_WORKSPACE": folder.path,
            ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "::error file=FootballGather/MVC/\(Self.gatherViewController),line=4,title=archmetrics drift%3A View Controllers::View Controllers, Gather, MVC: code 50 → 51 (+1), physical 55 → 56 (+1); beyond tolerance exact"
            ))
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("## earlier step\n## archmetrics drift check"))
        #expect(
            written.contains(
                "| `\(Self.gatherViewController)` | modified | View Controllers | Gather |"))
    }

    @Test func jsonFormatPrintsTheWholeDriftReport() throws {
        let baseline = try snapshot("baseline.json")
        let current = try snapshot("current.json", Self.addLineToMVCGatherViewController)
        let result = try run(["compare", baseline, current, "--format", "json"])
        #expect(result.status == 1)
        let report =
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let variants = try #require(report?["variants"] as? [[String: Any]])
        #expect(variants.map { $0["name"] as? String } == ["MVP-C", "MVC"])
        #expect(
            ((variants[1]["files"] as? [[String: Any]])?.first?["path"] as? String)
                == Self.gatherViewController)
    }

    @Test(arguments: ["compare", "merge"])
    func helpTeachesUsageOptionsAndExamples(command: String) throws {
        let result = try run(["help", command])
        #expect(result.status == 0)
        for heading in ["USAGE: archmetrics \(command)", "OPTIONS:", "EXAMPLES:"] {
            #expect(result.stdout.contains(heading))
        }
    }

    @Test func compareNeedsTwoFiles() throws {
        let result = try run(["compare", try snapshot("one.json")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("expected two snapshot files"))
    }

    @Test func mergedPartsCompareEqualToTheWhole() throws {
        let whole = try snapshot("whole.json")
        // One part per variant, as a CI matrix job would write them.
        let parts = try [0, 1].map { index in
            try snapshot("part\(index).json") { root in
                let variants = root["variants"] as! [[String: Any]]
                root["variants"] = [variants[index]]
                root["focusVariant"] = variants[index]["name"]
                Self.edit(&root, ["measurements", "variants"]) { ($0) = [($0 as! [Any])[index]] }
            }
        }
        let merged = folder.appendingPathComponent("merged.json").path
        let result = try run(["merge"] + parts + ["--output", merged, "--focus", "MVP-C"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 variants (MVP-C, MVC), 2 measured; focus MVP-C"))
        let comparison = try run(["compare", whole, merged])
        #expect(comparison.status == 0, "\(comparison.stdout)")
    }

    @Test func mergeRefusesDifferentMachinesUnlessForced() throws {
        let first = try snapshot("a.json")
        let second = try snapshot("b.json") { root in
            root["variants"] = [(root["variants"] as! [Any])[1]]
            Self.edit(&root, ["measurements", "environment", "cpuCores"]) { $0 = 8 }
            Self.edit(&root, ["measurements", "variants"]) { $0 = [($0 as! [Any])[1]] }
            root["variants"] = [
                [
                    "name": "MVVM", "path": "FootballGather/MVVM", "files": [Any](),
                    "unitTests": ["keyClassCount": 0, "keyClassTestCount": 0, "totalTestCount": 0],
                ]
            ]
            Self.edit(&root, ["measurements", "variants", 0, "variant"]) { $0 = "MVVM" }
        }
        let output = folder.appendingPathComponent("merged.json")
        let refused = try run(["merge", first, second, "-o", output.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("2 vs 8 cores"))
        #expect(refused.stderr.contains("--force"))
        #expect(
            !FileManager.default.fileExists(atPath: output.path), "nothing written when refused")
        let forced = try run(["merge", first, second, "-o", output.path, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(forced.stderr.contains("warning"))
        #expect(try String(contentsOf: output, encoding: .utf8).contains("merged with --force"))
    }
}
