import Foundation
import TestSupport
import Testing

/// `kill -9` of the tool gives it no chance to end what it started: its watchdog does it.
@Suite(.serialized) struct KilledToolTests {
    typealias Hardening = HardeningCLITests

    /// Whether `pid` is gone (or a zombie) within `seconds`.
    static func gone(_ pid: pid_t, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !MeasureFixtures.isGone(pid) {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    /// A build hanging with a grandchild in a process group of its own and one that left the
    /// session (setsid, double fork), all deaf to SIGTERM: after SIGKILL of the tool, none of
    /// them is alive 2 s later. The escapee is found by the tree's mark, which only Linux can
    /// read from another process, so macOS checks the session's processes only.
    @Test func sigkillOfTheToolLeavesNoChildWithinTwoSeconds() async throws {
        let root = try MeasuredReportTests.makeTree(configuration: [
            "MVP": "HANG_ON=build\nDETACHED=session\nIGNORE_TERM=1"
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (process, child, grandchild) = try await Hardening.startHanging(
            root, output: root.appendingPathComponent("Reports"))
        let escapee = try await offThePool {
            try MeasureFixtures.pid(
                in: root.appendingPathComponent("MVP/escapee.pid"), within: 60)
        }
        defer {
            for pid in [child, grandchild, escapee] { kill(pid, SIGKILL) }
            process.waitUntilExit()
        }
        // Not `waitUntilExit` here: Foundation learns of the tool's end when every holder of a
        // descriptor the tool inherited is gone, which is what a surviving child prevents.
        kill(process.processIdentifier, SIGKILL)
        #expect(Self.gone(child, within: 2), "the build outlived the killed tool")
        #expect(Self.gone(grandchild, within: 2), "the build's grandchild outlived the killed tool")
        #if os(Linux)
            #expect(Self.gone(escapee, within: 2), "the setsid escapee outlived the killed tool")
        #endif
    }
}
