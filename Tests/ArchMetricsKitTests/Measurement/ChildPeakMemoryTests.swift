import ArchMetricsMeasurement
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The peak memory recorded for a command is the command's own, not the tool's: on Linux a
/// child started with `posix_spawn` inherits the spawning process's high-water mark in its
/// `ru_maxrss`, so every command used to be recorded at least as large as the tool.
@Suite struct ChildPeakMemoryTests {
    /// This process's own peak resident size, in bytes.
    static func ownPeakBytes() -> UInt64 {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return UInt64(usage.ru_maxrss)
        #else
            getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
            return UInt64(usage.ru_maxrss) * 1024
        #endif
    }

    @Test func aTinyChildIsRecordedWellBelowTheTool() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Make sure this process is clearly bigger than a shell: 64 MiB touched.
        let ballast = [UInt8](repeating: 1, count: 64 << 20)
        defer { withExtendedLifetime(ballast) {} }
        let outcome = try ProcessRunner(cancellation: CancellationToken()).run(
            "/bin/sh", ["-c", "sleep 0.3"], logFile: folder.appendingPathComponent("tiny.log"))
        let own = Self.ownPeakBytes()
        #expect(outcome.succeeded)
        #expect(outcome.usage.peakResidentBytes > 0)
        #expect(
            outcome.usage.peakResidentBytes < own / 4,
            "recorded \(outcome.usage.peakResidentBytes) bytes; this process's peak is \(own)")
    }

    @Test func aChildThatAllocates200MBIsRecordedAtLeastThat() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try ProcessRunner(cancellation: CancellationToken()).run(
            "perl", ["-e", "my $x = 'a' x (200 * 1024 * 1024); sleep 0.1; print length($x)"],
            logFile: folder.appendingPathComponent("big.log"))
        #expect(outcome.succeeded)
        #expect(outcome.usage.peakResidentBytes >= 200 << 20)
    }
}
