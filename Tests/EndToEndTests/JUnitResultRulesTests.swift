import Foundation
import TestSupport
import Testing

/// The JUnit results of a configured test command (`commands.testResults`) against what the
/// run printed: fast, with `sh` as the test command and no compiler.
@Suite(.serialized) struct JUnitResultRulesTests {
    /// A one-variant config whose test command prints `printed` and writes `xml` to
    /// {scratch}/results/r.xml; `globs` find it.
    static func measure(
        printed: URL, xml: String, globs: [String], command: String = "report",
        keep: ((URL) throws -> Void)? = nil
    ) throws -> (BuiltTool.Result, [String: Any]) {
        let folder = try makeTemporaryFolder("archmetrics-junit-rules")
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        try Data("final class GatherPresenter {}\n".utf8).write(
            to: variant.appendingPathComponent("GatherPresenter.swift"))
        let script =
            "cat '\(printed.path)'; mkdir -p {scratch}/results; printf '%s' '\(xml)' > {scratch}/results/r.xml"
        let config: [String: Any] = [
            "variants": [["name": "App", "path": "App"]],
            "commands": [
                "build": MeasureFixtures.statisticsWritingBuild(
                    module: "App", files: ["GatherPresenter.swift"]),
                "swiftFlags": "swiftc", "test": ["sh", "-c", script], "testResults": globs,
            ],
        ]
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
        let output = folder.appendingPathComponent("Reports")
        // `baseline` writes one file, `report` a folder with metrics.json in it.
        let written =
            command == "baseline" ? output.appendingPathComponent("metrics.json") : output
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try BuiltTool.run([
            command, "--config", configFile.path, "--runs", "1", "--quiet",
            "--output", written.path,
        ])
        try keep?(output.appendingPathComponent("metrics.json"))
        return (result, PeakMemory.firstMeasuredVariant(in: output))
    }

    static let passing = Fixtures.folder("measure/outputs/both-runners-passing.txt")

    /// Plain `swift test --xunit-output` on Linux leaves an empty Swift Testing file while the
    /// run prints its tests: a result with no test beside printed tests is an error naming both.
    @Test func aTestLessResultBesideAPrintedRunIsAnError() throws {
        let (result, variant) = try Self.measure(
            printed: Self.passing, xml: "<testsuites></testsuites>",
            globs: ["{scratch}/results/*.xml"])
        #expect(result.status == 1, "\(result.stderr)")
        let reason = variant["failureReason"] as? String ?? ""
        #expect(reason.contains("0 tests") && reason.contains("printed 7"), "\(variant)")
        #expect(result.stderr.contains("0 tests"), "\(result.stderr)")
    }

    /// Two globs matching the same file read it once: its test is counted once.
    @Test func aFileMatchedByTwoGlobsIsReadOnce() throws {
        let (result, variant) = try Self.measure(
            printed: Self.passing,
            xml:
                "<testsuites><testsuite name=\"S\"><testcase name=\"a\"/></testsuite></testsuites>",
            globs: ["{scratch}/results/*.xml", "{scratch}/results/r.xml"])
        #expect(result.status == 0, "\(result.stderr)")
        let tests = variant["tests"] as? [String: Any] ?? [:]
        #expect(tests["ran"] as? Int == 1, "\(variant)")
    }

    /// JUnit results that list a failing test fail the variant even when the test command
    /// exits 0 (a wrapper script that swallows the runner's status): `report` and `baseline`
    /// exit 1 with the variant not "ok" and the reason named, and `merge` of such a snapshot
    /// fails too.
    @Test func aJUnitFailureFailsTheVariantThoughTheCommandExitedZero() throws {
        let xml =
            "<testsuites><testsuite name=\"S\"><testcase name=\"a\"/><testcase name=\"b\"><failure message=\"no\"/></testcase></testsuite></testsuites>"
        let folder = try makeTemporaryFolder("archmetrics-junit-failing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let kept = folder.appendingPathComponent("part.json")
        for command in ["report", "baseline"] {
            let (result, variant) = try Self.measure(
                printed: Self.passing, xml: xml, globs: ["{scratch}/results/*.xml"],
                command: command,
                keep: { try? FileManager.default.copyItem(at: $0, to: kept) })
            #expect(result.status == 1, "\(command): \(result.stdout)\(result.stderr)")
            #expect(variant["status"] as? String == "testsFailed", "\(command): \(variant)")
            let reason = variant["failureReason"] as? String ?? ""
            #expect(reason.contains("1 of 2 tests failed"), "\(command): \(reason)")
        }
        let merged = folder.appendingPathComponent("merged.json")
        let merge = try BuiltTool.run(["merge", kept.path, "--output", merged.path])
        #expect(merge.status == 1, "\(merge.stdout)\(merge.stderr)")
    }

    /// A test command that does nothing (`true`) finds no tests: a failed measurement, in the
    /// exit code and in the report, not an "ok" variant with its tests merely unknown.
    @Test func aTestCommandThatFindsNoTestsFails() throws {
        let empty = try makeTemporaryFolder("archmetrics-junit-empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        let nothing = empty.appendingPathComponent("nothing.txt")
        try Data().write(to: nothing)
        let (result, variant) = try Self.measure(printed: nothing, xml: "", globs: [])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(variant["status"] as? String == "testsFailed", "\(variant)")
        let reason = variant["failureReason"] as? String ?? ""
        #expect(reason.contains("no tests"), "\(reason)")
        #expect(result.stderr.contains("no tests"), "\(result.stderr)")
    }
}
