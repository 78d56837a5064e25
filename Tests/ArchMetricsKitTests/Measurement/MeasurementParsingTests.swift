import Foundation
import TestSupport
import Testing

@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import ArchMetricsSupport

@Suite struct MeasurementParsingTests {
    static let outputs = Fixtures.folder("measure/outputs")

    static func output(_ name: String) throws -> String {
        try String(contentsOf: outputs.appendingPathComponent(name), encoding: .utf8)
    }

    // Real `swift test` output of this toolchain (6.3.1): 3 XCTest tests (1 skipped) and
    // 4 Swift Testing tests (1 disabled, 1 parameterised with 3 cases).
    @Test func bothRunnersPassing() throws {
        let summary = TestRunSummary.parse(try Self.output("both-runners-passing.txt"))
        #expect(summary.counts == TestCounts(ran: 7, passed: 5, failed: 0, skipped: 2))
        #expect(abs((summary.executionSeconds ?? 0) - 0.004) < 1e-9)
    }

    @Test func bothRunnersFailing() throws {
        let summary = TestRunSummary.parse(try Self.output("both-runners-failing.txt"))
        // One failing test per runner; Swift Testing's "recorded an issue" and suite lines are not tests.
        #expect(summary.counts == TestCounts(ran: 7, passed: 3, failed: 2, skipped: 2))
        #expect(abs((summary.executionSeconds ?? 0) - 0.003) < 1e-9)
    }

    @Test func xcTestTopSuiteTotalsWinAndFailuresCountTestsNotAssertions() throws {
        let summary = TestRunSummary.parse(try Self.output("xctest-only-nested.txt"))
        #expect(summary.counts == TestCounts(ran: 3, passed: 2, failed: 1, skipped: 0))
        #expect(summary.executionSeconds == 0.108)
    }

    @Test func buildErrorHasNoSummary() throws {
        #expect(
            TestRunSummary.parse(try Self.output("build-error.txt"))
                == TestRunSummary(counts: nil, executionSeconds: nil))
        #expect(TestRunSummary.parse("") == TestRunSummary(counts: nil, executionSeconds: nil))
    }

    @Test func swiftTestingOnlyWithoutSymbols() {
        let output = """
            Test run started.
            Test slow() skipped.
            Test fails() failed after 0.010 seconds with 2 issues.
            Test run with 5 tests in 2 suites failed after 1.250 seconds with 2 issues.
            """
        let summary = TestRunSummary.parse(output)
        #expect(summary.counts == TestCounts(ran: 5, passed: 3, failed: 1, skipped: 1))
        #expect(summary.executionSeconds == 1.25)
    }

    @Test func coverageFiguresSumTheirFilesAndListMissingOnes() throws {
        let package = URL(fileURLWithPath: "/nonexistent/Variant")
        let template = try String(
            contentsOf: Self.outputs.deletingLastPathComponent().appendingPathComponent(
                "codecov-template.json"), encoding: .utf8)
        let export = try CoverageExport.parse(
            Data(template.replacingOccurrences(of: "@PACKAGE@", with: package.path).utf8))
        #expect(export.files.count == 4)
        let gather = export.figure(
            name: "Gather",
            files: [
                "Sources/App/Gather/GatherView.swift", "Sources/App/Gather/GatherPresenter.swift",
            ],
            packageFolder: package)
        #expect(
            gather
                == CoverageFigure(
                    name: "Gather", coveredLines: 122, executableLines: 150,
                    files: [
                        "Sources/App/Gather/GatherPresenter.swift",
                        "Sources/App/Gather/GatherView.swift",
                    ]))
        let withMissing = export.figure(
            name: "presenter",
            files: ["Sources/App/Login/LoginPresenter.swift", "Sources/App/Nope.swift"],
            packageFolder: package)
        #expect(withMissing.coveredLines == 10 && withMissing.executableLines == 40)
        #expect(withMissing.missingFiles == ["Sources/App/Nope.swift"])
        #expect(export.figure(name: "none", files: [], packageFolder: package).percent == nil)
    }

    @Test func coverageOfSomethingElseIsAnInputError() {
        #expect(throws: ArchMetricsError.self) {
            try CoverageExport.parse(Data("{\"data\": 3}".utf8))
        }
        #expect(throws: ArchMetricsError.self) {
            try CoverageExport.load(from: URL(fileURLWithPath: "/nonexistent/codecov.json"))
        }
    }

    @Test func codecovPathIsTheLastJSONPathOfTheLog() {
        let log =
            "$ swift test --show-codecov-path\n/tmp/x/debug/codecov/Tiny.json\n\n[archmetrics] exit status 0 after 0.3 s\n"
        #expect(CoverageMeasure.codecovPath(inLog: log) == "/tmp/x/debug/codecov/Tiny.json")
        #expect(CoverageMeasure.codecovPath(inLog: "error: no tests\n") == nil)
    }

    @Test func environmentParsers() {
        #expect(
            EnvironmentInfo.swiftVersion(
                fromVersionOutput:
                    "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n")
                == "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
        #expect(
            EnvironmentInfo.prettyName(
                fromOSRelease: "NAME=\"Debian\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n")
                == "Debian GNU/Linux 12 (bookworm)")
        #expect(
            EnvironmentInfo.cpuModel(
                fromCPUInfo: "processor\t: 0\nmodel name\t: AMD EPYC 7B13\nflags\t: fpu\n")
                == "AMD EPYC 7B13")
    }

    @Test func environmentOfThisMachine() {
        let environment = EnvironmentInfo.capture(swiftVersionOutput: "Swift version 9.9\n")
        #expect(environment.swiftVersion == "Swift version 9.9")
        #expect(environment.cpuCores >= 1)
        #expect(environment.memoryBytes > 0)
        #expect(environment.loadAverage.count == 3)
        #expect(!environment.hostName.isEmpty && !environment.operatingSystem.isEmpty)
        #if os(Linux)
            // The portable figures are the ones /proc gives: MemTotal, and a CPU model name.
            let memInfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
            let memTotal = memInfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
                .flatMap { $0.split(separator: " ").dropFirst().first.flatMap { UInt64($0) } }
            #expect(environment.memoryBytes == (memTotal ?? 0) * 1024)
            #expect(environment.cpuModel != "unknown")
        #endif
    }
}
