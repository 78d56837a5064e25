import ArchMetricsMeasurement
import ArchMetricsSupport
import Dispatch
import Foundation
import TestSupport
import Testing

/// The process-tree guarantees with a real `swift test`: SwiftPM starts the XCTest runner in a
/// process group of its own, and the package's test (Fixtures/measure/HangingPackage) hangs
/// after starting a child that ignores SIGTERM and holds the test's stdout. After a timeout, a
/// SIGINT and a SIGTERM, nothing of that tree may remain. One build (about a minute on 2 cores),
/// reused by the three runs; ARCHMETRICS_SKIP_SLOW_TESTS=1 skips it.
@Suite(.serialized) struct HangingPackageTests {
    @Test(
        .enabled(
            if: SlowTests.enabled,
            "slow: real swift build/test"),
        // A hang is what this tests; generous, for a real build on a loaded machine.
        .timeLimit(.minutes(30)))
    func noProcessOfAHungTestOutlivesATimeoutSIGINTOrSIGTERM() async throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try MeasureFixtures.copyPackage("HangingPackage", as: "Hanging", into: folder)
        let scratch = folder.appendingPathComponent("scratch")
        let swift = ProcessInfo.processInfo.environment["ARCHMETRICS_SWIFT"] ?? "swift"
        let build = try await offThePool {
            try ProcessRunner(timeoutSeconds: 900, cancellation: CancellationToken()).run(
                swift,
                [
                    "build", "--build-tests", "--package-path", package.path, "--scratch-path",
                    scratch.path,
                ],
                logFile: folder.appendingPathComponent("build.log"))
        }
        try #require(build.succeeded, "\(build.logText())")

        /// Starts the hanging test; `stop` ends it one way or another once its pids are known.
        func hangAndStop(
            _ name: String, runner: ProcessRunner, stop: @escaping @Sendable () -> Void
        ) async throws -> (Result<ProcessOutcome, Error>, [pid_t]) {
            let pidFile = folder.appendingPathComponent("\(name).pids")
            _ = FileManager.default.createFile(atPath: pidFile.path, contents: nil)
            try "hang \(pidFile.path)".write(
                to: package.appendingPathComponent("probe-mode"), atomically: true,
                encoding: .utf8)
            let pids = PidList()
            DispatchQueue.global().async {
                // Both the runner's pid and its child's, then the stop.
                let deadline = Date().addingTimeInterval(300)
                while Date() < deadline {
                    let text = (try? String(contentsOf: pidFile, encoding: .utf8)) ?? ""
                    let found = text.split(separator: "\n").compactMap { pid_t($0) }
                    if found.count >= 2 {
                        pids.set(found)
                        break
                    }
                    usleep(50_000)
                }
                stop()
            }
            let result = try await offThePool {
                Result {
                    try runner.run(
                        swift,
                        [
                            "test", "--skip-build", "--package-path", package.path,
                            "--scratch-path", scratch.path,
                        ], logFile: folder.appendingPathComponent("\(name).log"))
                }
            }
            return (result, pids.value)
        }

        // 1. Timeout. It must fire after SwiftPM has started the runner and its child, which on
        // a loaded machine can take longer than on a quiet one: a run whose timeout came first
        // proves nothing about the tree, so it is tried again with a longer one.
        var timedOut: Result<ProcessOutcome, Error> = .failure(ArchMetricsError.interrupted())
        var timeoutPids: [pid_t] = []
        for (attempt, seconds) in [30.0, 120, 300].enumerated() where timeoutPids.count < 2 {
            (timedOut, timeoutPids) = try await hangAndStop(
                "timeout\(attempt)",
                runner: ProcessRunner(
                    timeoutSeconds: seconds, killGraceSeconds: 1, cancellation: CancellationToken()),
                stop: {})
        }
        #expect(try timedOut.get().timedOut)
        #expect(timeoutPids.count >= 2)
        for pid in timeoutPids {
            #expect(MeasureFixtures.isGone(pid), "pid \(pid) outlived the timeout")
            kill(pid, SIGKILL)
        }

        // 2. and 3. SIGINT and SIGTERM to this process, through the interrupt handler.
        for signalNumber in [SIGINT, SIGTERM] {
            let token = CancellationToken()
            let installation = InterruptHandler.install(token)
            defer { installation.uninstall() }
            let (interrupted, pids) = try await hangAndStop(
                "signal\(signalNumber)",
                runner: ProcessRunner(
                    timeoutSeconds: 300, killGraceSeconds: 1, cancellation: token),
                stop: { kill(getpid(), signalNumber) })
            #expect(throws: ArchMetricsError.interrupted()) { try interrupted.get() }
            #expect(pids.count >= 2)
            for pid in pids {
                #expect(MeasureFixtures.isGone(pid), "pid \(pid) outlived signal \(signalNumber)")
                kill(pid, SIGKILL)
            }
        }
    }
}

final class PidList: @unchecked Sendable {
    private let lock = NSLock()
    private var pids: [pid_t] = []
    func set(_ value: [pid_t]) { lock.withLock { pids = value } }
    var value: [pid_t] { lock.withLock { pids } }
}
