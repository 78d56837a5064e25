import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// A type-check build printing more than the log keeps (its first 16 MiB and last 4 MiB): every
/// timed body still counts, because the lines are read as they stream by, not from the log.
@Suite struct LargeTypeCheckLogTests {
    /// 25 MiB of timing lines, each body once: 67,500 in the variant's own file, the rest in a
    /// dependency; the profile counts every one of them.
    @Test func a25MiBLogGivesCompleteCounts() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timing = folder.appendingPathComponent("timing.txt")
        _ = FileManager.default.createFile(atPath: timing.path, contents: nil)
        let handle = try FileHandle(forWritingTo: timing)
        let own = "@PACKAGE@/Sources/App/Gather/GatherPresenter.swift"
        let padding = String(repeating: "x", count: 60)
        var ownBodies = 0
        var otherBodies = 0
        var written = 0
        var batch = ""
        while written < 25 << 20 {
            batch = ""
            for _ in 0..<1000 {
                let index = ownBodies + otherBodies
                if index % 2 == 0 {
                    ownBodies += 1
                    batch +=
                        "0.01ms\t\(own):\(index):3\tinstance method App.(file).GatherPresenter.f\(index)_\(padding)()@\(own):\(index):3\n"
                } else {
                    otherBodies += 1
                    batch +=
                        "0.02ms\t/elsewhere/Kit/K.swift:\(index):5\tfunction Kit.g\(index)_\(padding)()@/elsewhere/Kit/K.swift:\(index):5\n"
                }
            }
            try handle.write(contentsOf: Data(batch.utf8))
            written += batch.utf8.count
        }
        try handle.close()
        let package = try MeasureFixtures.fakePackage(
            "MVP", in: folder, conf: "TYPECHECK_OUTPUT='\(timing.path)'\n")
        let variant = MeasuredVariant(
            name: "MVP", packageFolder: package,
            features: ["Gather": ["Sources/App/Gather/GatherPresenter.swift"]],
            roles: ["presenter": ["Sources/App/Gather/GatherPresenter.swift"]])
        var options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: 1,
            timeoutSeconds: 120, killGraceSeconds: 0.3,
            swiftExecutable: try MeasureFixtures.fakeSwift(in: folder), quiet: true,
            progress: { _ in })
        options.measureCoverage = false
        let measured = try #require(
            try MeasurementSession.measure(
                [variant], options: options, cancellation: CancellationToken()
            ).variants.first)
        let profile = try #require(measured.typeChecking, "\(measured.diagnostics ?? [])")
        #expect(profile.ownFunctions == ownBodies)
        #expect(profile.byRole.first?.functions == ownBodies)
        #expect(abs(profile.ownMilliseconds - Double(ownBodies) * 0.01) < 0.001)
        #expect(abs(profile.otherMilliseconds - Double(otherBodies) * 0.02) < 0.001)
        #expect(profile.slowestFunctions.count == 10)
        let log = try String(
            contentsOf: folder.appendingPathComponent("out/logs/MVP/type-check-build.log"),
            encoding: .utf8)
        #expect(log.contains("bytes of output left out here"), "the log itself is still capped")
    }
}

/// The streaming reader holds at most one line between chunks, however long the output: a line
/// over 64 KiB is skipped (it is no timing line), the lines after it still count.
@Suite struct TypeCheckLogReaderTests {
    @Test func holdsAtMostOneLineBetweenChunks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typecheck-reader-\(UUID().uuidString)")
        let variant = MeasuredVariant(
            name: "V", packageFolder: folder, features: [:], roles: ["presenter": ["G.swift"]])
        let reader = TypeCheckLogReader(variant: variant)
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024)
        var largestHeld = 0
        for _ in 0..<400 {  // a 25 MiB line
            chunk.withUnsafeBytes { reader.consume($0) }
            largestHeld = max(largestHeld, reader.heldLineBytes)
        }
        for index in 0..<1000 {
            reader.consume("\n0.50ms\t\(folder.path)/G.swift:\(index):1\tf\(index)()")
            largestHeld = max(largestHeld, reader.heldLineBytes)
        }
        #expect(largestHeld <= 64 * 1024)
        let profile = try #require(reader.profile())
        #expect(profile.ownFunctions == 1000 && profile.ownMilliseconds == 500)
    }
}
