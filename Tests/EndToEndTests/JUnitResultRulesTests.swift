import Foundation
import TestSupport
import Testing

/// The JUnit results of a configured test command (`commands.testResults`) against what the
/// run printed: fast, with `sh` as the test command and no compiler.
@Suite(.serialized) struct JUnitResultRulesTests {
    /// A one-variant config whose test command prints `printed` and writes `xml` to
    /// {scratch}/results/r.xml; `globs` find it.
    static func measure(printed: URL, xml: String, globs: [String]) throws -> (
        BuiltTool.Result, [String: Any]
    ) {
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
            "commands": ["build": ["true"], "test": ["sh", "-c", script], "testResults": globs],
        ]
        let configFile = folder.appendingPathComponent("archmetrics.json")
        try JSONSerialization.data(withJSONObject: config).write(to: configFile)
        let output = folder.appendingPathComponent("Reports")
        let result = try BuiltTool.run([
            "report", "--config", configFile.path, "--runs", "1", "--warmup", "0", "--quiet",
            "--output", output.path,
        ])
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
}
