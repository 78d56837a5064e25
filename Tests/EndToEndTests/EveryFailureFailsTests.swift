import Foundation
import TestSupport
import Testing

/// One rule for every command: a run whose measurements did not happen, or whose inputs are
/// missing, is never a pass. With the fake `swift` (ARCHMETRICS_SWIFT), so each run takes seconds.
@Suite(.serialized) struct EveryFailureFailsTests {
    /// Two fake variant packages (MVP, MVP-C) whose builds all fail.
    static func failingTree() throws -> URL {
        try MeasuredReportTests.makeTree(configuration: [
            "MVP": "BUILD_EXIT=1", "MVP-C": "BUILD_EXIT=1",
        ])
    }

    static func run(_ arguments: [String]) throws -> BuiltTool.Result {
        try BuiltTool.run(arguments, environment: MeasuredReportTests.environment())
    }

    /// `--compile-work-only` with every build failing: exit 1, the Markdown says so at the top,
    /// and the snapshot records what was not measured.
    @Test func compileWorkOnlyWithEveryBuildFailingFails() throws {
        let root = try Self.failingTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let result = try Self.run([
            "report", "--compile-work-only", "--quiet", "--output", output.path, root.path,
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let markdown = try String(
            contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
        let top = markdown.split(separator: "\n").prefix(6).joined(separator: "\n")
        #expect(top.contains("**FAIL"), "\(top)")
        #expect(top.contains("MVP buildFailed: nothing was measured"), "\(top)")
        let json = try String(
            contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
        #expect(json.contains("\"notMeasured\""), "\(json.prefix(400))")
        #expect(result.stderr.contains("MVP-C buildFailed"), "\(result.stderr)")
    }

    /// A variant that does not build fails `baseline`, and fails `check` even when it failed in
    /// the baseline too; the merged snapshot of such a run fails `merge`.
    @Test func aVariantFailingInTheBaselineAndNowFailsBaselineCheckAndMerge() throws {
        let root = try MeasuredReportTests.makeTree(configuration: ["MVP": "BUILD_EXIT=1"])
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = root.appendingPathComponent("baseline.json")
        let measuring = ["--runs", "1", "--quiet"]
        let written = try Self.run(
            ["baseline"] + measuring + ["--output", baseline.path, root.path])
        #expect(written.status == 1, "\(written.stdout)\(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: baseline.path))
        #expect(written.stderr.contains("MVP buildFailed"), "\(written.stderr)")

        let sarif = root.appendingPathComponent("check.sarif")
        let junit = root.appendingPathComponent("check.xml")
        let check = try Self.run(
            ["check"] + measuring
                + [
                    "--tolerance", "timing=+1000%", "--baseline", baseline.path, "--sarif",
                    sarif.path, "--junit", junit.path, root.path,
                ])
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("still buildFailed"), "\(check.stdout)")
        // Code scanning and test reports carry it as a failure too.
        let sarifText = try String(contentsOf: sarif, encoding: .utf8)
        #expect(sarifText.contains("\"ruleId\" : \"archmetrics/variant\""), "\(sarifText)")
        #expect(sarifText.contains("still buildFailed"))
        let junitText = try String(contentsOf: junit, encoding: .utf8)
        #expect(junitText.contains("<failure") && junitText.contains("still buildFailed"))

        let merged = root.appendingPathComponent("merged.json")
        let merge = try Self.run(["merge", baseline.path, "--output", merged.path])
        #expect(merge.status == 1, "\(merge.stdout)\(merge.stderr)")
        #expect(merge.stderr.contains("MVP buildFailed"), "\(merge.stderr)")
        #expect(FileManager.default.fileExists(atPath: merged.path))
    }

    /// `compare` (and so `check --current`) refuses to compare a figure one side lacks: the
    /// baseline's compile-work counters against a run that was asked for them and got none.
    @Test func aFigureOneSideLacksIsNotComparedAsEqual() throws {
        let root = try MeasuredReportTests.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let report = try Self.run([
            "report", "--runs", "1", "--quiet", "--output", output.path,
            root.path,
        ])
        #expect(report.status == 0, "\(report.stderr)")
        let metrics = try Data(contentsOf: output.appendingPathComponent("metrics.json"))
        func edited(_ change: (inout [String: Any]) -> Void) throws -> URL {
            var document = try JSONSerialization.jsonObject(with: metrics) as! [String: Any]
            var measurements = document["measurements"] as! [String: Any]
            var variants = measurements["variants"] as! [[String: Any]]
            change(&variants[0])
            measurements["variants"] = variants
            document["measurements"] = measurements
            let file = root.appendingPathComponent("\(UUID().uuidString).json")
            try JSONSerialization.data(withJSONObject: document).write(to: file)
            return file
        }
        let before = try edited { $0["measured"] = ["timings", "tests", "compileWork"] }
        let now = try edited {
            $0["measured"] = ["timings", "tests"]
            $0["notMeasured"] = ["compileWork": "the build with -stats-output-dir failed"]
        }
        let compare = try Self.run([
            "compare", before.path, now.path, "--tolerance", "timing=+1000%",
        ])
        #expect(compare.status == 1, "\(compare.stdout)\(compare.stderr)")
        #expect(
            compare.stdout.contains(
                "compile-work counters are in the baseline but were not measured now"),
            "\(compare.stdout)")
        let same = try Self.run(["compare", before.path, before.path])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    }

    /// A `swift` that exits 0 and prints nothing builds nothing and finds no tests: `baseline`
    /// and `check` exit 1 with the variant not "ok" and the reason named, not "PASS … timings
    /// compared".
    @Test func aSwiftThatDoesNothingFailsBaselineAndCheck() throws {
        let root = try MeasuredReportTests.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let nothing = root.appendingPathComponent("do-nothing-swift")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: nothing)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: nothing.path)
        var environment = MeasuredReportTests.environment()
        environment["ARCHMETRICS_SWIFT"] = nothing.path
        let measuring = ["--runs", "1", "--quiet"]
        let failed = root.appendingPathComponent("failed.json")
        let baseline = try BuiltTool.run(
            ["baseline"] + measuring + ["--output", failed.path, root.path],
            environment: environment)
        #expect(baseline.status == 1, "\(baseline.stdout)\(baseline.stderr)")
        #expect(baseline.stderr.contains("no tests"), "\(baseline.stderr)")

        // Against a baseline the working fake `swift` measured, the check fails as well.
        let good = root.appendingPathComponent("baseline.json")
        let written = try Self.run(["baseline"] + measuring + ["--output", good.path, root.path])
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let check = try BuiltTool.run(
            ["check"] + measuring
                + ["--tolerance", "timing=+1000%", "--baseline", good.path, root.path],
            environment: environment)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("PASS"), "\(check.stdout)")
        #expect(check.stdout.contains("no tests"), "\(check.stdout)")
    }

    /// A config's focus left out by `--variants` (one matrix job per variant) is a note.
    @Test func aFocusNotAmongTheSelectedVariantsIsANote() throws {
        let root = try MeasuredReportTests.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("archmetrics.json")
        try Data(
            "{\"variants\": [{\"name\": \"MVP\", \"path\": \"MVP\"}, {\"name\": \"MVP-C\", \"path\": \"MVP-C\"}], \"focus\": \"MVP-C\", \"reference\": \"MVP-C\"}\n"
                .utf8
        ).write(to: config)
        let result = try BuiltTool.run(
            [
                "report", "--no-build", "--config", config.path, "--variants",
                "MVP=\(root.appendingPathComponent("MVP").path)", "--format", "json",
                "--output", root.appendingPathComponent("Reports").path,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("focus 'MVP-C' of the configuration is not among the variants"),
            "\(result.stderr)")
        #expect(
            result.stdout.contains("\"focusVariant\" : \"MVP\""), "\(result.stdout.prefix(300))")
        // Not narrowed: the config's own list must contain its focus, as before.
        try Data(
            "{\"variants\": [{\"name\": \"MVP\", \"path\": \"MVP\"}], \"focus\": \"MVP-C\"}\n".utf8
        ).write(to: config)
        let wrong = try BuiltTool.run(["report", "--no-build", "--config", config.path])
        #expect(wrong.status == 2, "\(wrong.stderr)")
    }
}
