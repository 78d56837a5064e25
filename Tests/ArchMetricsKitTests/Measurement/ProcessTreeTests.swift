import ArchMetricsMeasurement
import ArchMetricsSupport
import Dispatch
import Foundation
import TestSupport
import Testing

/// `ProcessRunner` against the process trees SwiftPM makes: descendants in process groups of
/// their own (the test runner, the compiler jobs), that ignore SIGTERM, that outlive the command
/// and hold its output open. Small `/bin/sh` and `perl` trees prove it in milliseconds;
/// `HangingPackageTests` does it once with a real `swift test`.
@Suite struct ProcessTreeTests {
    /// A shell line starting a process in a process group of its own (as SwiftPM starts the test
    /// runner) that ignores SIGTERM, keeps the command's stdout open, and writes its pid to `file`.
    static func detachedHolder(pidFile file: URL) -> String {
        "perl -e '$SIG{TERM}=\"IGNORE\"; setpgrp(0,0); open(F,\">\",\"\(file.path)\"); print F $$; close F; sleep 1000' &"
    }

    @Test func timeoutEndsDescendantsInOtherProcessGroups() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = folder.appendingPathComponent("holder.pid")
        let runner = ProcessRunner(
            timeoutSeconds: 0.5, killGraceSeconds: 0.3, cancellation: CancellationToken())
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try runner.run(
            "/bin/sh",
            ["-c", "trap '' TERM; \(Self.detachedHolder(pidFile: holder)) wait"],
            logFile: folder.appendingPathComponent("hang.log"))
        #expect(outcome.timedOut)
        #expect(clock.now - start < .seconds(5))
        let pid = try MeasureFixtures.pid(in: holder)
        defer { kill(pid, SIGKILL) }
        #expect(MeasureFixtures.isGone(pid), "the detached grandchild outlived the timeout")
        // The log names what was killed, the grandchild included.
        let log = outcome.logText()
        #expect(log.contains("ended the command's process tree: killed "), "\(log)")
        #expect(log.contains("perl \(pid)"), "\(log)")
    }

    @Test func cancellationEndsDescendantsInOtherProcessGroups() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = folder.appendingPathComponent("holder.pid")
        let token = CancellationToken()
        let runner = ProcessRunner(timeoutSeconds: 60, killGraceSeconds: 0.3, cancellation: token)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { token.cancel() }
        #expect(throws: ArchMetricsError.interrupted()) {
            try runner.run(
                "/bin/sh", ["-c", "\(Self.detachedHolder(pidFile: holder)) wait"],
                logFile: folder.appendingPathComponent("c.log"))
        }
        let pid = try MeasureFixtures.pid(in: holder)
        defer { kill(pid, SIGKILL) }
        #expect(MeasureFixtures.isGone(pid), "the detached grandchild outlived the cancellation")
    }

    /// The command exits at once but leaves a process behind that ignores SIGTERM and holds its
    /// stdout: the run neither waits for it nor lets it live, and says so.
    @Test func straysLeftAfterANormalExitAreEndedAndNamed() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = folder.appendingPathComponent("holder.pid")
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try ProcessRunner(
            timeoutSeconds: 60, killGraceSeconds: 5, cancellation: CancellationToken()
        ).run(
            "/bin/sh",
            [
                "-c",
                "\(Self.detachedHolder(pidFile: holder)) while [ ! -s '\(holder.path)' ]; do sleep 0.01; done; echo done",
            ],
            logFile: folder.appendingPathComponent("stray.log"))
        let pid = try MeasureFixtures.pid(in: holder)
        defer { kill(pid, SIGKILL) }
        #expect(outcome.succeeded)
        #expect(clock.now - start < .seconds(5), "the held stdout kept the run waiting")
        #expect(MeasureFixtures.isGone(pid), "a stray of the command outlived it")
        #expect(outcome.strayProcesses == ["perl \(pid)"])
        #expect(
            outcome.logText().contains(
                "processes left running by the command: killed 1 process (perl \(pid))"))
    }

    /// A process that leaves the command's session (`setsid`) after its parent died is out of
    /// reach of the process table's links; it keeps the output pipe open, and the run still ends
    /// about a second after the command, not at the timeout.
    @Test func aPipeHeldOutsideTheTreeDoesNotHoldTheRun() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = folder.appendingPathComponent("escapee.pid")
        let script =
            "perl -e 'use POSIX; exit 0 if fork; POSIX::setsid(); open(F,\">\",\"\(holder.path)\"); print F $$; close F; sleep 1000' & wait; while [ ! -s '\(holder.path)' ]; do sleep 0.01; done"
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try ProcessRunner(timeoutSeconds: 30, cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", script], logFile: folder.appendingPathComponent("held.log"))
        let pid = try MeasureFixtures.pid(in: holder)
        kill(pid, SIGKILL)
        #expect(outcome.succeeded)
        #expect(clock.now - start < .seconds(10))
    }

    /// A descendant that called `setsid` and double-forked (its parent gone, so Linux gives it
    /// to this tool, the subreaper) is in no session or parent chain of the command's: it is
    /// still found on timeout, killed, and named in the log.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aSetsidDoubleForkedDescendantIsKilledOnTimeout() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = folder.appendingPathComponent("escapee.pid")
        let script =
            "setsid sh -c 'sleep 3008 & echo $! > \(holder.path); exit 0'; sleep 600"
        let outcome = try ProcessRunner(
            timeoutSeconds: 1, killGraceSeconds: 0.3, cancellation: CancellationToken()
        ).run(
            "/bin/sh", ["-c", script], logFile: folder.appendingPathComponent("escape.log"))
        let pid = try MeasureFixtures.pid(in: holder)
        defer { kill(pid, SIGKILL) }
        #expect(outcome.timedOut)
        #expect(MeasureFixtures.isGone(pid), "the setsid double-forked sleep outlived the tool")
        let log = outcome.logText()
        #expect(log.contains("sleep \(pid)"), "\(log)")
    }

    /// A log keeps its head and tail; whoever observes the output sees every byte.
    @Test func theLogIsCappedWhileTheObserverSeesEverything() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = ByteCount()
        let runner = ProcessRunner(
            timeoutSeconds: 60, cancellation: CancellationToken(), logHeadBytes: 100_000,
            logTailBytes: 50_000)
        let outcome = try runner.run(
            "/bin/sh",
            ["-c", "echo first; head -c 5000000 /dev/zero | tr '\\0' x; echo; echo last"],
            logFile: folder.appendingPathComponent("big.log"), observe: { seen.add($0.count) })
        #expect(outcome.succeeded)
        #expect(seen.total == 5_000_000 + "first\n\nlast\n".utf8.count)
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: outcome.logFile.path)[.size] as? Int)
        #expect(size < 200_000, "log of \(size) bytes")
        #expect(outcome.omittedOutputBytes == seen.total - 150_000)
        let log = outcome.logText()
        #expect(log.contains("\nfirst\n") && log.contains("\nlast\n"))
        #expect(log.contains("bytes of output left out here"))
    }

    /// A log that cannot be written (a full disk; /dev/full says ENOSPC to every write) stops
    /// the run with that reason, rather than a measurement with an empty log.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDiskIsReportedAtTheFirstFailedWrite() throws {
        #expect(
            throws: ArchMetricsError.input("cannot write log /dev/full: No space left on device")
        ) {
            try ProcessRunner(cancellation: CancellationToken()).run(
                "/bin/sh", ["-c", "echo hello"], logFile: URL(fileURLWithPath: "/dev/full"))
        }
    }
}

/// Counts observed bytes from the pump's thread.
final class ByteCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ bytes: Int) { lock.withLock { count += bytes } }
    var total: Int { lock.withLock { count } }
}
