import Foundation
import TestSupport
import Testing

/// `archmetrics report` measured (fake swift) under hostile conditions: hang-up and quit
/// signals, a test tree that escapes its process group, an interrupted run after a good one,
/// two runs into one folder, a low descriptor limit.
@Suite(.serialized) struct HardeningCLITests {
    typealias Tree = MeasuredReportTests

    /// Starts a measured report of `root` into `output` (or the measured `command` given) and
    /// waits until MVP's hanging command runs; returns the tool and the hanging command's child
    /// and grandchild.
    static func startHanging(
        _ root: URL, output: URL, extra: [String] = [], command: [String]? = nil
    ) async throws -> (Process, pid_t, pid_t) {
        let process = try BuiltTool.start(
            (command ?? ["report", "--output", output.path])
                + ["--runs", "1", "--quiet"] + extra + [root.path],
            environment: Tree.environment())
        let child = try await offThePool {
            try MeasureFixtures.pid(
                in: root.appendingPathComponent("MVP/child.pid"), within: 60)
        }
        let grandchild = try await offThePool {
            try MeasureFixtures.pid(
                in: root.appendingPathComponent("MVP/grandchild.pid"), within: 60)
        }
        return (process, child, grandchild)
    }

    /// SIGHUP (the terminal went away) and SIGQUIT stop the run like Ctrl-C: exit 130, no
    /// report, and the build's grandchild, in a process group of its own and deaf to SIGTERM,
    /// is dead too.
    @Test(arguments: [SIGHUP, SIGQUIT])
    func hangUpAndQuitStopTheRunAndEveryChild(signal: Int32) async throws {
        let root = try Tree.makeTree(configuration: [
            "MVP": "HANG_ON=build\nDETACHED=1\nIGNORE_TERM=1"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let (process, child, grandchild) = try await Self.startHanging(root, output: output)
        defer { kill(grandchild, SIGKILL) }
        kill(process.processIdentifier, signal)
        try await offThePool { process.waitUntilExit() }
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        #expect(
            !FileManager.default.fileExists(
                atPath: output.appendingPathComponent("comparison.md").path))
        #expect(MeasureFixtures.isGone(child), "the build outlived the tool")
        #expect(MeasureFixtures.isGone(grandchild), "the detached grandchild outlived the tool")
    }

    /// Issue 52.8: Ctrl-C in a build whose tree ignores SIGTERM ends the run within about a
    /// second (not after the grace a timeout gives a command), exit 130, and keeps the run's
    /// partial logs, named in the message.
    @Test func ctrlCStopsWithinASecondAndKeepsThePartialLogs() throws {
        let root = try Tree.makeTree(configuration: ["MVP": "HANG_ON=build\nIGNORE_TERM=1"])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let errors = root.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = BuiltTool.binary
        process.arguments = [
            "report", "--output", output.path, "--runs", "1", "--quiet", root.path,
        ]
        process.environment = Tree.environment()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let child = try MeasureFixtures.pid(
            in: root.appendingPathComponent("MVP/child.pid"), within: 60)
        let signalled = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(signalled)
        #expect(process.terminationStatus == 130)
        #expect(seconds < 2.5, "exited \(seconds) s after Ctrl-C")
        #expect(MeasureFixtures.isGone(child), "the build outlived the tool")
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        let kept = output.appendingPathComponent(".archmetrics/interrupted-logs")
        #expect(stderr.contains(".archmetrics/interrupted-logs"), "\(stderr)")
        let logs = try readFiles(in: kept)
        #expect(logs.keys.contains { $0.hasPrefix("MVP/") }, "\(logs.keys.sorted())")
    }

    /// A hung test whose child left the process group and ignores SIGTERM: on --timeout the
    /// variant is reported timed out and nothing of its tree is left.
    @Test func aTimeoutEndsATestTreeThatLeftItsProcessGroup() async throws {
        let root = try Tree.makeTree(configuration: [
            "MVP": "HANG_ON=test\nDETACHED=1\nIGNORE_TERM=1"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let (process, child, grandchild) = try await Self.startHanging(
            root, output: output, extra: ["--timeout", "2"])
        defer { kill(grandchild, SIGKILL) }
        try await offThePool { process.waitUntilExit() }
        #expect(process.terminationStatus == 1)
        #expect(MeasureFixtures.isGone(child) && MeasureFixtures.isGone(grandchild))
        let json = try String(
            contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
        #expect(json.contains("\"timedOut\""))
        // The coverage run, untimed, comes first: the grandchild seen is its; the timed test
        // run hangs and is ended the same way.
        for name in ["coverage-test.log", "run1-clean-test.log"] {
            let log = try String(
                contentsOf: output.appendingPathComponent(".archmetrics/logs/MVP/\(name)"),
                encoding: .utf8)
            #expect(log.contains("ended the command's process tree: killed"), "\(log)")
            #expect(name != "coverage-test.log" || log.contains("perl \(grandchild)"), "\(log)")
        }
    }

    /// A good run, then one interrupted mid-build: the first run's report and the logs it
    /// points at are untouched, and the interrupted run leaves no folder behind.
    @Test func anInterruptedRunLeavesThePreviousReportsLogsAsTheyWere() async throws {
        try await Self.interruptAfterAGoodRun(first: { ["report", "--output", $0.path] })
    }

    /// `baseline` and `check` stage their logs like `report`: a good baseline, then a baseline
    /// or a check interrupted mid-build leaves the baseline and the logs beside it as they were.
    @Test(arguments: ["baseline", "check"])
    func anInterruptedBaselineOrCheckLeavesThePreviousLogsAsTheyWere(command: String) async throws {
        try await Self.interruptAfterAGoodRun(
            first: { ["baseline", "--output", $0.appendingPathComponent("baseline.json").path] },
            then: { output in
                [
                    command, command == "check" ? "--baseline" : "--output",
                    output.appendingPathComponent("baseline.json").path,
                ]
            })
    }

    /// Runs `first` (a measured command writing into `output`), then `then` (the same unless
    /// given) hanging mid-build, interrupts it, and expects every file under `output` as the
    /// first run left it.
    static func interruptAfterAGoodRun(
        first: (URL) -> [String], then: ((URL) -> [String])? = nil
    ) async throws {
        let root = try Tree.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let arguments = first(output) + ["--runs", "1", "--quiet", root.path]
        let good = try await offThePool {
            try BuiltTool.run(arguments, environment: Tree.environment())
        }
        #expect(good.status == 0, "\(good.stderr)")
        let before = try readFiles(in: output)
        #expect(before.keys.contains(".archmetrics/logs/MVP/run1-clean-build.log"))

        let mvp = root.appendingPathComponent("MVP")
        try "HANG_ON=build\nPID_FOLDER='\(mvp.path)'\n".write(
            to: mvp.appendingPathComponent("fake-swift.conf"), atomically: true, encoding: .utf8)
        let (process, _, grandchild) = try await startHanging(
            root, output: output, command: then?(output) ?? first(output))
        defer { kill(grandchild, SIGKILL) }
        kill(process.processIdentifier, SIGINT)
        try await offThePool { process.waitUntilExit() }
        #expect(process.terminationStatus == 130)
        // Everything but the interrupted run's partial logs, kept aside (`interrupted-logs`).
        let after = try readFiles(in: output).filter {
            !$0.key.hasPrefix(".archmetrics/interrupted-logs/")
        }
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, data) in before where after[path] != data {
            Issue.record("\(path) changed by the interrupted run")
        }
    }

    /// Twenty pairs of reports of different trees into one folder at once: every time, the
    /// folder ends with both files from the same run.
    @Test func twoReportsIntoOneFolderAtOnceNeverMix() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "archmetrics-concurrent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (name, files) in [("One", 1), ("Two", 2)] {
            for index in 0..<files {
                let folder = root.appendingPathComponent("\(name)/V\(name)/Gather")
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                try "final class Gather\(index)Presenter {}\n".write(
                    to: folder.appendingPathComponent("Gather\(index)Presenter.swift"),
                    atomically: true, encoding: .utf8)
            }
        }
        let output = root.appendingPathComponent("Reports")
        for _ in 0..<20 {
            let runs = ["One", "Two"].map { name -> Process in
                let process = Process()
                process.executableURL = BuiltTool.binary
                process.arguments = [
                    "report", "--no-build", "--output", output.path,
                    root.appendingPathComponent(name).path,
                ]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in runs { try process.run() }
            try await offThePool { for process in runs { process.waitUntilExit() } }
            #expect(runs.allSatisfy { $0.terminationStatus == 0 })
            let markdown = try String(
                contentsOf: output.appendingPathComponent("comparison.md"), encoding: .utf8)
            let json = try String(
                contentsOf: output.appendingPathComponent("metrics.json"), encoding: .utf8)
            let markdownRun = markdown.contains("VOne") ? "One" : "Two"
            let jsonRun = json.contains("VOne") ? "One" : "Two"
            #expect(
                markdownRun == jsonRun,
                "comparison.md from \(markdownRun), metrics.json from \(jsonRun)")
            if markdownRun != jsonRun { break }
        }
    }

    /// `ulimit -n` low: a soft limit is raised and the run succeeds; a hard limit too low to
    /// run is a clear error (exit 2), not a crash or a half-written report.
    @Test func aLowDescriptorLimitIsRaisedOrRefusedCleanly() async throws {
        let root = try Tree.makeTree(configuration: [:])
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("Reports")
        let tool = BuiltTool.binary.path
        let soft = try await offThePool {
            try BuiltTool.run(
                [
                    "-c",
                    "ulimit -Sn 8 && exec '\(tool)' report --no-build --quiet --output '\(output.path)' '\(root.path)'",
                ], executable: "/bin/sh")
        }
        #expect(soft.status == 0, "\(soft.stderr)")
        try FileManager.default.removeItem(at: output)
        let hard = try await offThePool {
            try BuiltTool.run(
                [
                    "-c",
                    "ulimit -n 8 && exec '\(tool)' report --no-build --quiet --output '\(output.path)' '\(root.path)'",
                ], executable: "/bin/sh")
        }
        #expect(hard.status == 2, "\(hard.stderr)")
        #expect(hard.stderr.contains("open files are allowed (ulimit -n 8"), "\(hard.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
