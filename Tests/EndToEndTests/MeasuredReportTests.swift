import Foundation
import TestSupport
import Testing

/// `archmetrics report` with measurement, end to end on the built binary, with the measurement
/// fixtures' fake `swift` (ARCHMETRICS_SWIFT) so a run takes seconds: the wiring from
/// classification to the measurement session to the written report, a variant that fails to
/// build, and Ctrl-C.
@Suite(.serialized) struct MeasuredReportTests {
    static let measureFixtures = Fixtures.folder("measure")
    static let fakeSwift = measureFixtures.appendingPathComponent("fake-swift.sh").path

    /// Two variant packages in the article's MVP layout, each told by `fake-swift.conf` how its
    /// builds and tests behave.
    static func makeTree(configuration: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-measured-\(UUID().uuidString)")
        for variant in ["MVP", "MVP-C"] {
            let package = root.appendingPathComponent(variant)
            let gather = package.appendingPathComponent("FootballGather/Modules/Gather")
            let tests = package.appendingPathComponent("FootballGatherTests")
            try FileManager.default.createDirectory(at: gather, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            try "// swift-tools-version: 6.0\n".write(
                to: package.appendingPathComponent("Package.swift"), atomically: true,
                encoding: .utf8)
            try "final class GatherPresenter {\n    func start() {}\n}\n"
                .write(
                    to: gather.appendingPathComponent("GatherPresenter.swift"), atomically: true,
                    encoding: .utf8)
            try "final class GatherViewController {\n}\n"
                .write(
                    to: gather.appendingPathComponent("GatherViewController.swift"),
                    atomically: true, encoding: .utf8)
            try
                "import XCTest\nfinal class GatherPresenterTests: XCTestCase {\n    func testStart() {}\n}\n"
                .write(
                    to: tests.appendingPathComponent("GatherPresenterTests.swift"),
                    atomically: true, encoding: .utf8)
            // The pid files of a hanging fake here, not in the measurement's private copy.
            let conf =
                [
                    "PID_FOLDER='\(package.path)'",
                    "TEST_OUTPUT=\(measureFixtures.appendingPathComponent("outputs/both-runners-passing.txt").path)",
                ]
                + (configuration[variant].map { [$0] } ?? [])
            try conf.joined(separator: "\n").write(
                to: package.appendingPathComponent("fake-swift.conf"), atomically: true,
                encoding: .utf8)
        }
        return root
    }

    /// `report` of `root` measured with the fake `swift`, written to `root/Reports`: `runs` runs,
    /// no discarded warm-up round (the default), `extra` options, quiet.
    static func measuredReport(of root: URL, runs: Int, _ extra: [String] = []) async throws
        -> BuiltTool.Result
    {
        try await offThePool {
            try BuiltTool.run(
                ["report", "--runs", "\(runs)"] + extra
                    + [
                        "--quiet", "--output", root.appendingPathComponent("Reports").path,
                        root.path,
                    ],
                environment: environment())
        }
    }

    static func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHMETRICS_SWIFT"] = fakeSwift
        return environment
    }

    /// After a measured run stdout holds a summary (the findings) and what was written, not
    /// the whole report; `--format markdown` asks for the report itself.
    @Test func aMeasuredRunPrintsASummaryAndThePathsWritten() async throws {
        let root = try Self.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let result = try await Self.measuredReport(of: root, runs: 2)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("## Findings"))
        #expect(!result.stdout.contains("## Lines of code"), "the report's tables stay in the file")
        let last = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("wrote \(output.path)/ (4 files: comparison.md"), "\(last)")

        let asked = try await Self.measuredReport(of: root, runs: 2, ["--format", "markdown"])
        let markdown = try String(
            contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
        #expect(asked.stdout == markdown)
    }

    /// Progress speaks the report's words: no internal measure names (`cleanTest`), and the
    /// runs that varied are one line pointing at the report's table, not one line per mean.
    @Test func progressUsesTheReportsNames() async throws {
        let root = try Self.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await offThePool {
            try BuiltTool.run(
                [
                    "report", "--runs", "3", "--output",
                    root.appendingPathComponent("Reports").path, root.path,
                ], environment: Self.environment())
        }
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["cleanBuild", "nullBuild", "incrementalBuild", "cleanTest", "testExecution"] {
            #expect(!result.stderr.contains(name + ":"), "\(result.stderr)")
        }
        // Each step's time as it ends; last, the run's wall time and the tool's own overhead.
        #expect(result.stderr.contains("clean build took "), "\(result.stderr)")
        let last = result.stderr.split(separator: "\n").last {
            $0.hasPrefix("archmetrics: measure")
        }
        #expect(last?.contains("; tool overhead ") == true, "\(result.stderr)")
        let varied = result.stderr.split(separator: "\n").filter { $0.contains("varied") }
        #expect(varied.count <= 1, "\(varied)")
    }

    /// Two measured runs of one tree at once (the main job and the test command in one clone)
    /// both pass: each builds and touches its own copy of the variants, so neither's touch lands
    /// in the other's build, which the fake then fails as SwiftPM does ("input file … was
    /// modified during the build").
    @Test func twoMeasuredRunsOfOneTreeAtOnceBothPass() async throws {
        let watched = "WATCH_SOURCES=1\nBUILD_SLEEP=0.3"
        let root = try Self.makeTree(configuration: ["MVP": watched, "MVP-C": watched])
        defer { try? FileManager.default.removeItem(at: root) }
        let runs = try await withThrowingTaskGroup(of: (Int32, String).self) { group in
            for name in ["First", "Second"] {
                group.addTask {
                    let result = try await offThePool {
                        try BuiltTool.run(
                            [
                                "report", "--runs", "3", "--quiet", "--output",
                                root.appendingPathComponent(name).path, root.path,
                            ], environment: Self.environment())
                    }
                    return (result.status, result.stderr)
                }
            }
            return try await group.reduce(into: [(Int32, String)]()) { $0.append($1) }
        }
        #expect(runs.count == 2)
        for (status, stderr) in runs { #expect(status == 0, "\(stderr)") }
    }

    @Test func measuredReportHasBuildTimesAndTheirChart() async throws {
        let root = try Self.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let result = try await Self.measuredReport(of: root, runs: 2)
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try String(
            contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
        #expect(markdown.contains("Average build time after a clean build"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent("build-times.svg").path))
        let json = try String(
            contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
        #expect(json.contains("\"cleanBuild\""))
        #expect(json.contains("\"runs\" : 2"))
        #expect(
            FileManager.default.fileExists(
                atPath: output.appendingPathComponent(".archmetrics/logs").path))
    }

    /// `--precision` with a target no wall clock meets runs to `--max-runs` and says so in the
    /// report; CPU time is a row of its own; a bad percentage or a cap below --runs is refused.
    @Test func adaptiveRunsReachTheCapAndTheReportSaysSo() async throws {
        let root = try Self.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let result = try await Self.measuredReport(
            of: root, runs: 2, ["--precision", "0.1%", "--max-runs", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        let markdown = try String(
            contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
        #expect(markdown.contains("Adaptive runs: measured rounds were added until"))
        #expect(markdown.contains("average build time after a clean build: 3 runs, ±"))
        #expect(
            markdown.contains("Not reached within the cap: average build time after a clean build"))
        #expect(markdown.contains("| Average build time after a clean build (CPU time) |"))
        let json = try String(
            contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
        #expect(json.contains("\"runs\" : 3") && json.contains("\"maxRuns\" : 3"))
        #expect(json.contains("\"cpuTimings\"") && json.contains("\"peakMemoryBytes\""))

        for (arguments, message) in [
            (["--precision", "abc"], "--precision expects a percentage from 0.1% to 50%"),
            (
                ["--precision", "3%", "--runs", "5", "--max-runs", "4"],
                "--max-runs 4 is below --runs 5"
            ),
        ] {
            let refused = try await offThePool {
                try BuiltTool.run(
                    ["report", "--quiet", "--output", output.path] + arguments + [root.path],
                    environment: Self.environment())
            }
            #expect(refused.status == 2 && refused.stderr.contains(message), "\(refused.stderr)")
        }
    }

    @Test func aMeasuredSnapshotRendersAgainAndBecomesABaselineWithoutMeasuringAgain() async throws
    {
        let root = try Self.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        #expect(
            try await offThePool {
                try BuiltTool.run(
                    [
                        "report", "--runs", "2", "--quiet", "--output",
                        output.path,
                        root.path,
                    ],
                    environment: Self.environment()
                )
            }.status == 0)
        let rendered = root.appendingPathComponent("Rendered")
        let again = try await offThePool {
            try BuiltTool.run([
                "report", "--from", output.appendingPathComponent("metrics.json").path, "--output",
                rendered.path,
            ])
        }
        #expect(again.status == 0, "\(again.stderr)")
        for name in ["comparison.md", "metrics.json", "build-times.svg", "lines-per-role.svg"] {
            #expect(
                try Data(contentsOf: rendered.appendingPathComponent(name))
                    == Data(contentsOf: output.appendingPathComponent(name)), "\(name)")
        }

        let baseline = root.appendingPathComponent("baseline.json")
        let promoted = try await offThePool {
            try BuiltTool.run([
                "baseline", "--from", output.appendingPathComponent("metrics.json").path,
                "--output",
                baseline.path,
            ])
        }
        #expect(promoted.status == 0, "\(promoted.stderr)")
        #expect(promoted.stdout.contains("with build and test timings"))
        let check = try await offThePool {
            try BuiltTool.run([
                "check", "--no-build", "--baseline", baseline.path, root.path,
            ])
        }
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(
            try await offThePool {
                try BuiltTool.run([
                    "report", "--from", root.appendingPathComponent("missing.json").path,
                ])
            }.status == 2)
    }

    /// `check` measures what it compares (builds and tests), not the coverage run (with type
    /// checking) and the compile-work build a report also takes.
    @Test func checkMeasuresOnlyWhatItCompares() async throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-trace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: trace) }
        let root = try Self.makeTree(configuration: [
            "MVP": "TRACE=\(trace.path)", "MVP-C": "TRACE=\(trace.path)",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let measuring = ["--runs", "2", "--quiet"]
        let report = try await offThePool {
            try BuiltTool.run(
                ["report"] + measuring + ["--output", output.path, root.path],
                environment: Self.environment())
        }
        #expect(report.status == 0, "\(report.stderr)")
        let reportTrace = try String(contentsOf: trace, encoding: .utf8)
        #expect(reportTrace.contains("MVP test coverage"))
        #expect(reportTrace.contains("MVP build coverage type-check"))
        #expect(reportTrace.contains("MVP build stats"))

        let baseline = root.appendingPathComponent("baseline.json")
        #expect(
            try await offThePool {
                try BuiltTool.run([
                    "baseline", "--from", output.appendingPathComponent("metrics.json").path,
                    "--output", baseline.path,
                ])
            }.status == 0)
        try FileManager.default.removeItem(at: trace)
        // The fake's builds take milliseconds: whether they drift is not the point here.
        let check = try await offThePool {
            try BuiltTool.run(
                ["check"] + measuring
                    + ["--tolerance", "timing=+1000%", "--baseline", baseline.path, root.path],
                environment: Self.environment())
        }
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let checkTrace = try String(contentsOf: trace, encoding: .utf8)
        #expect(checkTrace.contains("MVP build") && checkTrace.contains("MVP-C test"))
        #expect(!checkTrace.contains("coverage"), "\(checkTrace)")
        #expect(!checkTrace.contains("type-check"), "\(checkTrace)")
    }

    @Test func aVariantThatFailsToBuildIsReportedAndTheOthersAreStillMeasured() async throws {
        let root = try Self.makeTree(configuration: ["MVP": "BUILD_EXIT=1"])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let result = try await Self.measuredReport(of: root, runs: 1)
        #expect(result.status == 1)
        #expect(result.stderr.contains("MVP buildFailed"))
        #expect(result.stderr.contains("log: "))
        let data = try Data(contentsOf: output.appendingPathComponent("metrics.json"))
        let snapshot = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let variants =
            (snapshot?["measurements"] as? [String: Any])?["variants"] as? [[String: Any]] ?? []
        let statuses = Dictionary(
            uniqueKeysWithValues: variants.map {
                ($0["variant"] as? String ?? "", $0["status"] as? String ?? "")
            })
        #expect(statuses == ["MVP": "buildFailed", "MVP-C": "ok"])
    }

    @Test func ctrlCStopsEveryChildAndWritesNoReport() async throws {
        let root = try Self.makeTree(configuration: ["MVP": "HANG_ON=build"])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let process = try BuiltTool.start(
            [
                "report", "--runs", "1", "--quiet", "--output", output.path,
                root.path,
            ], environment: Self.environment())

        // Wait for the hanging build (the fake swift records its pid and its grandchild's).
        let childPidFile = root.appendingPathComponent("MVP/child.pid")
        let grandchildPidFile = root.appendingPathComponent("MVP/grandchild.pid")
        let deadline = Date().addingTimeInterval(60)
        while !(FileManager.default.fileExists(atPath: grandchildPidFile.path)
            && FileManager.default.fileExists(atPath: childPidFile.path)), Date() < deadline
        {
            try await Task.sleep(for: .milliseconds(50))
        }
        let child = try await offThePool { try MeasureFixtures.pid(in: childPidFile) }
        let grandchild = try await offThePool { try MeasureFixtures.pid(in: grandchildPidFile) }
        #expect(!MeasureFixtures.isGone(child) && !MeasureFixtures.isGone(grandchild))

        kill(process.processIdentifier, SIGINT)
        try await offThePool { process.waitUntilExit() }
        #expect(process.terminationStatus == 130)
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("comparison.md").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("metrics.json").path))
        let gone = Date().addingTimeInterval(10)
        while !MeasureFixtures.isGone(child) || !MeasureFixtures.isGone(grandchild), Date() < gone {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(MeasureFixtures.isGone(child), "the build outlived the tool")
        #expect(MeasureFixtures.isGone(grandchild), "a grandchild of the build outlived the tool")
    }
}
