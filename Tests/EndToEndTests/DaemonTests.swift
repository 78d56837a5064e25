import Foundation
import TestSupport
import Testing

/// Issue 50.7: a daemon a build starts the way build scripts do (`setsid env -i …`: a session
/// of its own, an empty environment, so neither the command's session nor the tree's mark finds
/// it) is reparented to the tool when the build exits, and must die with the tool however the
/// tool ends: after a normal exit, a failed measurement, or an interruption.
///
/// Linux only: there the tool is the subreaper that adopts it; macOS has no subreaper, the
/// daemon goes to launchd and nothing of the tool's can find it (left, as `TreeWatchdog` says).
@Suite(.serialized) struct DaemonTests {
    typealias Tree = MeasuredReportTests

    /// The pids of the daemons MVP's builds started so far.
    static func daemons(in root: URL) -> [pid_t] {
        let text =
            (try? String(
                contentsOf: root.appendingPathComponent("MVP/daemons.pid"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Waits for `process` at most `seconds`; false (and the tool SIGKILLed, so the test cannot
    /// hang) when it is still running then: its status must not be read.
    static func exits(_ process: Process, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() >= deadline {
                kill(process.processIdentifier, SIGKILL)
                return false
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    #if os(Linux)
        /// A build that starts a daemon deaf to SIGTERM, then exits 0 (a run that succeeds) or 1
        /// (a failed measurement): when the tool has exited, the daemon is gone.
        @Test(arguments: [("", Int32(0)), ("BUILD_EXIT=1", Int32(1))])
        func aDaemonStartedByABuildDiesWithTheTool(extra: String, status: Int32) async throws {
            let root = try Tree.makeTree(configuration: [
                "MVP": "DAEMON=build\nIGNORE_TERM=1\n\(extra)"
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            defer { for pid in Self.daemons(in: root) { kill(pid, SIGKILL) } }
            let process = try BuiltTool.start(
                [
                    "report", "--output", root.appendingPathComponent("Reports").path, "--runs",
                    "1", "--quiet", root.path,
                ], environment: Tree.environment())
            let exited = try await offThePool { Self.exits(process, within: 120) }
            #expect(exited, "the tool did not exit within 120 s")
            #expect(!exited || process.terminationStatus == status)
            let daemons = Self.daemons(in: root)
            #expect(!daemons.isEmpty, "no build started a daemon")
            for pid in daemons {
                #expect(MeasureFixtures.isGone(pid), "the daemon \(pid) outlived the tool")
            }
        }

        /// A daemon started by the first `swift test` (the untimed coverage run), which then
        /// hangs, interrupted with SIGTERM: exit 130 and the daemon gone. While it ran it held none of the tool's own descriptors (the
        /// watchdog's socket, the interrupt pipe, a log), only its stdio.
        @Test func aDaemonDiesWithAnInterruptedToolAndInheritsNoDescriptor() async throws {
            let root = try Tree.makeTree(configuration: [
                "MVP": "DAEMON=test\nIGNORE_TERM=1\nHANG_ON=test"
            ])
            defer { try? FileManager.default.removeItem(at: root) }
            defer { for pid in Self.daemons(in: root) { kill(pid, SIGKILL) } }
            let (process, _, grandchild) = try await HardeningCLITests.startHanging(
                root, output: root.appendingPathComponent("Reports"))
            defer { kill(grandchild, SIGKILL) }
            let daemons = Self.daemons(in: root)
            #expect(!daemons.isEmpty, "no build started a daemon")
            for pid in daemons {
                let held = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))
                #expect(held?.sorted() == ["0", "1", "2"], "daemon \(pid) holds \(held ?? [])")
            }
            kill(process.processIdentifier, SIGTERM)
            let exited = try await offThePool { Self.exits(process, within: 30) }
            #expect(exited, "the tool did not exit within 30 s of SIGTERM")
            #expect(!exited || process.terminationStatus == 130)
            for pid in daemons {
                #expect(MeasureFixtures.isGone(pid), "the daemon \(pid) outlived the tool")
            }
        }
    #endif
}
