import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `baseline` writes the baseline (keeping the frozen violations of the one it replaces) and
/// swaps in its logs under the lock `report` takes on its folder: while another run holds it,
/// it waits, so two runs never interleave their read, write and logs.
@Suite struct BaselineLockTests {
    @Test func baselineWaitsForTheFoldersLock() throws {
        let folder = try makeTemporaryFolder("baseline-lock")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("baseline.json")
        let descriptor = open(folder.path, O_RDONLY)
        #expect(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
        let process = try BuiltTool.start(
            [
                "baseline", "--from", Fixtures.folder("drift/snapshot.json").path, "--output",
                output.path,
            ], environment: BuiltTool.environment())
        Thread.sleep(forTimeInterval: 2)
        #expect(process.isRunning, "did not wait for the lock")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        close(descriptor)
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: output.path))
    }
}
