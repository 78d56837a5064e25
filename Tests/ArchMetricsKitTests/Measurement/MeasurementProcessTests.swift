import ArchMetricsMeasurement
import ArchMetricsSupport
import Dispatch
import Foundation
import TestSupport
import Testing

/// `ProcessRunner` on small shell children: exit codes, signals, logs, timeouts and cancellation
/// that must take the whole process tree down, grandchildren included.
@Suite struct MeasurementProcessTests {
    @Test func exitStatusAndBothStreamsGoToTheLog() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("logs/echo.log")
        let outcome = try ProcessRunner(cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", "echo to-stdout; echo to-stderr >&2; exit 3"], logFile: log)
        #expect(outcome.termination == .exited(3))
        #expect(!outcome.succeeded && !outcome.timedOut)
        let text = outcome.logText()
        #expect(text.hasPrefix("$ /bin/sh -c 'echo to-stdout; echo to-stderr >&2; exit 3'\n"))
        #expect(text.contains("to-stdout\n") && text.contains("to-stderr\n"))
        #expect(text.contains("[archmetrics] exit status 3 after"))
    }

    @Test func signalIsRecorded() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ProcessRunner(cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", "kill -KILL $$"], logFile: folder.appendingPathComponent("kill.log"))
        #expect(outcome.termination == .signaled(SIGKILL))
        #expect(outcome.termination.description == "killed by SIGKILL")
    }

    @Test func durationIsTheChildsWallTime() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ProcessRunner(cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", "sleep 0.3"], logFile: folder.appendingPathComponent("sleep.log"))
        #expect(outcome.succeeded)
        #expect(outcome.durationSeconds >= 0.3 && outcome.durationSeconds < 2)
    }

    // 8 MB on stdout and stderr at once: far more than a pipe holds, so a runner that waited
    // before draining would hang here.
    @Test func hugeOutputOnBothStreamsDoesNotHang() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script =
            "head -c 4000000 /dev/zero | tr '\\0' o & head -c 4000000 /dev/zero | tr '\\0' e >&2; wait"
        let runner = ProcessRunner(timeoutSeconds: 30, cancellation: CancellationToken())
        let outcome = try runner.run(
            "/bin/sh", ["-c", script], logFile: folder.appendingPathComponent("big.log"))
        #expect(outcome.succeeded)
        let size =
            try FileManager.default.attributesOfItem(atPath: outcome.logFile.path)[.size] as? Int
            ?? 0
        #expect(size >= 8_000_000)
    }

    @Test func missingExecutableIsAnInputError() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            throws: ArchMetricsError.input(
                "cannot run 'archmetrics-no-such-tool': No such file or directory",
                hint:
                    "Is it installed and on PATH? Pass the path of the executable to use another one."
            )
        ) {
            try ProcessRunner(cancellation: CancellationToken()).run(
                "archmetrics-no-such-tool", [], logFile: folder.appendingPathComponent("x.log"))
        }
    }

    @Test func timeoutKillsTheWholeGroupEvenWhenSIGTERMIsIgnored() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("grandchild.pid")
        let script = "trap '' TERM; sleep 1000 & echo $! > '\(pidFile.path)'; wait"
        let runner = ProcessRunner(
            timeoutSeconds: 0.5, killGraceSeconds: 0.3, cancellation: CancellationToken())
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try runner.run(
            "/bin/sh", ["-c", script], logFile: folder.appendingPathComponent("hang.log"))
        let elapsed = clock.now - start
        #expect(outcome.timedOut)
        #expect(outcome.termination == .signaled(SIGKILL))
        #expect(elapsed < .seconds(3))
        let log = outcome.logText()
        #expect(log.contains("(timed out after 0.5 s)"), "\(log)")
        #expect(log.contains("ended the command's process tree: killed 2 processes (sh "), "\(log)")
        let grandchild = try MeasureFixtures.pid(in: pidFile)
        #expect(MeasureFixtures.isGone(grandchild))
    }

    @Test func cancellationKillsTheGroupAndThrowsInterrupted() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("grandchild.pid")
        let token = CancellationToken()
        let runner = ProcessRunner(timeoutSeconds: 60, killGraceSeconds: 2, cancellation: token)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.4) { token.cancel() }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: ArchMetricsError.interrupted()) {
            try runner.run(
                "/bin/sh", ["-c", "sleep 1000 & echo $! > '\(pidFile.path)'; wait"],
                logFile: folder.appendingPathComponent("c.log"))
        }
        #expect(clock.now - start < .seconds(5))
        #expect(MeasureFixtures.isGone(try MeasureFixtures.pid(in: pidFile)))
        // A cancelled token stops the next command before it starts.
        #expect(throws: ArchMetricsError.interrupted()) {
            try runner.run(
                "/bin/sh", ["-c", "exit 0"], logFile: folder.appendingPathComponent("d.log"))
        }
    }

    // Sends SIGINT to this test process: with the handler installed it only cancels the token.
    // The handler the test runner had is put back afterwards, so a Ctrl-C later in the run
    // still stops the runner.
    @Test func interruptHandlerTurnsSIGINTIntoCancellation() throws {
        func currentSIGINTHandler() -> sighandler_t? {
            let current = signal(SIGINT, SIG_IGN)
            signal(SIGINT, current)
            return current
        }
        let before = currentSIGINTHandler()
        let token = CancellationToken()
        let installation = InterruptHandler.install(token)
        #expect(
            currentSIGINTHandler().map { unsafeBitCast($0, to: Int.self) }
                != before.map { unsafeBitCast($0, to: Int.self) })
        kill(getpid(), SIGINT)
        let deadline = Date().addingTimeInterval(5)
        while !token.isCancelled && Date() < deadline { usleep(10_000) }
        #expect(token.isCancelled)
        installation.uninstall()
        #expect(
            currentSIGINTHandler().map { unsafeBitCast($0, to: Int.self) }
                == before.map { unsafeBitCast($0, to: Int.self) })
    }
}

/// The CPU time and memory `wait4` reports for the child's whole process tree.
@Suite struct MeasurementResourceUsageTests {
    /// A busy loop in a grandchild (a subshell the child waits for): its CPU time counts, and a
    /// sleep in the child adds wall time but no CPU time.
    @Test func cpuTimeOfABusyGrandchildIsCounted() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A fixed amount of work, not a fixed wall time: on a loaded machine a loop that spins
        // for half a second of wall time got as little as 0.16 s of CPU.
        let script = """
            (i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done) & wait
            sleep 0.3
            """
        let outcome = try ProcessRunner(timeoutSeconds: 30, cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", script], logFile: folder.appendingPathComponent("busy.log"))
        #expect(outcome.succeeded)
        let usage = outcome.usage
        // The loop runs in a grandchild: the shell the runner started only waits for it, so its
        // CPU counts only if the whole tree's usage is summed (the loop alone is > 0.05 s; see
        // the next test).
        #expect(usage.cpuSeconds > 0.05, "CPU \(usage.cpuSeconds) s")
        #expect(usage.cpuSeconds < outcome.durationSeconds, "the sleep costs no CPU")
        #expect(outcome.durationSeconds >= 0.3)
        #expect(usage.peakResidentBytes > 100_000 && usage.peakResidentBytes < 1_000_000_000)
        #expect(outcome.logText().contains("CPU "))
    }

    /// A pure shell loop that never forks: its CPU time is close to its wall time when it has a
    /// core to itself, and never more than the wall time (one thread).
    @Test func cpuTimeOfABusyLoopIsAboutItsWallTime() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ProcessRunner(timeoutSeconds: 60, cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done"],
            logFile: folder.appendingPathComponent("loop.log"))
        #expect(outcome.succeeded)
        #expect(outcome.usage.cpuSeconds > 0.05, "CPU \(outcome.usage.cpuSeconds) s")
        #expect(outcome.usage.cpuSeconds <= outcome.durationSeconds * 1.05 + 0.01)
    }

    @Test func sleepingChildUsesAlmostNoCPU() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ProcessRunner(cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", "sleep 0.4"], logFile: folder.appendingPathComponent("sleep.log"))
        #expect(outcome.durationSeconds >= 0.4)
        #expect(outcome.usage.cpuSeconds < 0.1, "CPU \(outcome.usage.cpuSeconds) s")
    }
}
