import Foundation
import TestSupport
import Testing

/// Examples/github-actions.yml played end to end with its own inputs (`--compile-work-only`)
/// in a scratch git repository a team might have: two variants built by a script with swiftc
/// (Tests/Fixtures/script-built), one of them with commands of its own in the config. The
/// baseline is recorded as the README says; then a push to main, a pull request with an
/// intended change and the baseline the workflow proposed for it, one with a regression, and
/// one whose variant no longer builds, each step's exit status asserted.
@Suite(.serialized, .enabled(if: SlowTests.enabled)) struct ExampleWorkflowTests {
    static let jobs = [
        ExampleWorkflow.Job(variant: "Alpha", path: "Alpha"),
        ExampleWorkflow.Job(variant: "Beta", path: "Beta"),
    ]
    static let alpha = "Alpha/Sources/Gather/GatherPresenter.swift"
    static let beta = "Beta/Sources/Gather/GatherViewModel.swift"

    let folder: URL
    let workflow: ExampleWorkflow

    init() throws {
        folder = try makeTemporaryFolder("archmetrics-example-workflow")
        for item in try FileManager.default.contentsOfDirectory(
            atPath: Repository.path("Tests/Fixtures/script-built").path)
        {
            try FileManager.default.copyItem(
                at: Repository.path("Tests/Fixtures/script-built/\(item)"),
                to: folder.appendingPathComponent(item))
        }
        // Beta's tests run its own way: a per-variant entry every matrix job reads.
        let config = folder.appendingPathComponent("archmetrics.json")
        var settings = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: config)) as? [String: Any])
        var commands = try #require(settings["commands"] as? [String: Any])
        commands["variants"] = [
            "Beta": ["test": ["sh", "{configFolder}/test.sh", "{variant}", "{scratch}"]]
        ]
        settings["commands"] = commands
        try JSONSerialization.data(withJSONObject: settings).write(to: config)
        workflow = try ExampleWorkflow(in: folder)
        try git("init", "--quiet", "--initial-branch=main")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try GitFixture.git(arguments, in: folder)
    }

    /// Commits the edits of tracked files and what is staged: what a run of the workflow
    /// left behind (parts, reports, SARIF) is not the team's to commit.
    func commit(_ message: String) throws {
        try git("clean", "-fdxq")
        try git("add", "--all")
        try git("commit", "--quiet", "-m", message)
    }

    func append(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try (try String(contentsOf: url, encoding: .utf8) + text).write(
            to: url, atomically: true, encoding: .utf8)
    }

    /// The README's command that records the baseline, as written there.
    static func readmeBaselineCommand() throws -> [String] {
        let readme = try String(contentsOf: Repository.path("README.md"), encoding: .utf8)
        let line = try #require(
            readme.split(separator: "\n").first { $0.hasPrefix("archmetrics baseline ") })
        let command = line.components(separatedBy: "  #")[0]
        return command.split(separator: " ").dropFirst().map(String.init)
    }

    /// main as the README leaves it: the baseline recorded with the README's command and
    /// committed with the workflow's config; then the push's run passes. Before it, a push
    /// with no baseline committed fails (exit 2) and proposes one.
    func recordTheBaselineAndPush() throws {
        try git("add", "--all")
        try git("commit", "--quiet", "-m", "the app")
        let first = try workflow.play(Self.jobs)
        #expect(first.check?.status == 2, "no baseline: \(first.check?.stderr ?? "")")
        #expect(first.propose?.status == 0, "\(first.propose?.stderr ?? "")")
        #expect(workflow.exists("proposed/baseline.json"))
        try workflow.cleanCheckout()
        let recorded = try BuiltTool.run(
            try Self.readmeBaselineCommand() + ["--quiet"], in: folder,
            environment: BuiltTool.environment())
        #expect(recorded.status == 0, "\(recorded.stderr)")
        try git("add", "Reports/baseline.json")
        try commit("the baseline")
        let push = try workflow.play(Self.jobs)
        #expect(push.measure == ["Alpha": 0, "Beta": 0])
        #expect(push.merge?.status == 0, "\(push.merge?.stderr ?? "")")
        #expect(push.check?.status == 0, "main: \(push.check?.stderr ?? "")")
        // Measured as the workflow says: every variant's compile work, in the baseline too.
        for file in ["Reports/current.json", "Reports/baseline.json"] {
            let snapshot = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: folder.appendingPathComponent(file)))
                    as? [String: Any])
            let measured =
                (snapshot["measurements"] as? [String: Any])?["variants"] as? [[String: Any]]
                ?? []
            #expect(
                measured.count == 2 && measured.allSatisfy { $0["compileWork"] != nil }, "\(file)")
        }
    }

    @Test func theWorkflowPlaysAPushAnIntendedChangeARegressionAndAFailedJob() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // The flow is one: the README records the baseline the way the workflow measures.
        let measure = try #require(workflow.inputs()["ARCHMETRICS_MEASURE"])
        #expect(try Self.readmeBaselineCommand().contains(measure))
        try recordTheBaselineAndPush()

        // An intended change: the run fails on it and proposes the baseline it measured,
        // which the pull request commits; the next run passes, and so does main after merge.
        try git("checkout", "--quiet", "-b", "intended")
        try append(
            "\nextension GatherViewModel {\n    func title() -> String { \"Gather\" }\n}\n",
            to: Self.beta)
        try commit("an intended change")
        let before = try workflow.play(Self.jobs)
        #expect(before.check?.status == 1, "\(before.check?.stderr ?? "")")
        #expect(before.propose?.status == 0, "\(before.propose?.stderr ?? "")")
        try Data(contentsOf: folder.appendingPathComponent("proposed/baseline.json")).write(
            to: folder.appendingPathComponent("Reports/baseline.json"))
        try commit("the intended change's baseline")
        let after = try workflow.play(Self.jobs)
        #expect(after.check?.status == 0, "intended change: \(after.check?.stderr ?? "")")
        try git("checkout", "--quiet", "main")
        try git("merge", "--quiet", "--no-ff", "-m", "merge intended", "intended")
        #expect(try workflow.play(Self.jobs).check?.status == 0, "main after the merge")

        // A regression: the committed baseline stays, the check fails on the file.
        try git("checkout", "--quiet", "-b", "regression")
        try append(
            "\nextension GatherPresenter {\n    func extra() -> Int { 1 }\n}\n", to: Self.alpha)
        try commit("a regression")
        let regression = try workflow.play(Self.jobs)
        #expect(regression.measure == ["Alpha": 0, "Beta": 0])
        #expect(regression.check?.status == 1)
        let sarif = try String(
            contentsOf: folder.appendingPathComponent("archmetrics.sarif"), encoding: .utf8)
        #expect(sarif.contains(Self.alpha), "\(sarif)")

        // A variant that no longer builds: its job fails but uploads its part, the other job
        // passes, merge fails, the check still runs and fails naming it, and nothing is proposed.
        try git("checkout", "--quiet", "main")
        try git("checkout", "--quiet", "-b", "broken")
        try append("\nfunc broken( {\n", to: Self.beta)
        try commit("a variant that does not build")
        let broken = try workflow.play(Self.jobs)
        #expect(broken.measure == ["Alpha": 0, "Beta": 1])
        #expect(broken.merge?.status == 1)
        #expect(broken.check?.status == 1, "\(broken.check?.stderr ?? "")")
        #expect(broken.propose == nil)
        let junit = try String(
            contentsOf: folder.appendingPathComponent("archmetrics.xml"), encoding: .utf8)
        #expect(junit.contains("Beta") && junit.contains("buildFailed"), "\(junit)")
    }
}
