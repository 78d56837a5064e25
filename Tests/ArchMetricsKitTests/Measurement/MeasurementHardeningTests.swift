import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// The measurement session against hostile variants (fake `swift`): names that are not folder names, test
/// output that is huge, not UTF-8, or a crash.
@Suite struct MeasurementHardeningTests {
    private func options(_ folder: URL) throws -> MeasurementOptions {
        var options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: 1,
            timeoutSeconds: 30, killGraceSeconds: 0.3,
            swiftExecutable: try MeasureFixtures.fakeSwift(in: folder), quiet: true,
            progress: { _ in })
        options.measureCoverage = false
        options.measureTypeChecking = false
        return options
    }

    private func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return ((enumerator?.allObjects as? [String]) ?? []).sorted()
    }

    /// `..`, `x y` and `x_y`: each variant's logs in a folder of its own under `logs/`, and no
    /// build anywhere but in scratch folders the run made (the fake swift records where).
    @Test func hostileVariantNamesGetSafeFoldersOfTheirOwn() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("trace")
        let passing =
            "TEST_OUTPUT='\(MeasureFixtures.folder.path)/outputs/both-runners-passing.txt'"
        let variants = try ["..", "x y", "x_y"].enumerated().map { index, name in
            MeasuredVariant(
                name: name,
                packageFolder: try MeasureFixtures.fakePackage(
                    "package\(index)", in: folder, conf: passing + "\nSCRATCH_TRACE='\(trace.path)'"
                ),
                features: [:], roles: [:])
        }
        let report = try MeasurementSession.measure(
            variants, options: options(folder), cancellation: CancellationToken())
        #expect(report.variants.map(\.status) == [.ok, .ok, .ok])

        let output = folder.appendingPathComponent("out")
        let top = try FileManager.default.contentsOfDirectory(atPath: output.path)
        #expect(top == ["logs"], "logs outside logs/: \(top)")
        let logs = output.appendingPathComponent("logs")
        let variantFolders = try FileManager.default.contentsOfDirectory(atPath: logs.path)
            .filter { !$0.hasSuffix(".log") }
        #expect(Set(variantFolders).count == 3, "\(variantFolders)")
        #expect(variantFolders.contains("x_y"))
        // Each variant's log paths lie in its own folder.
        let logFolders = report.variants.map {
            Set($0.logPaths.map { $0.split(separator: "/")[1] })
        }
        #expect(logFolders.allSatisfy { $0.count == 1 })
        #expect(Set(logFolders.flatMap { $0 }).count == 3)
        // Scratch folders: inside the run's own scratch root, gone afterwards.
        let scratchPaths = try String(contentsOf: trace, encoding: .utf8)
            .split(separator: "\n").map(String.init)
        // A build and a test run per variant at least (untimed measures may add their own).
        #expect(Set(scratchPaths).count >= 6, "\(scratchPaths)")
        for path in scratchPaths {
            #expect(path.contains("/archmetrics-measure-"), "\(path)")
            #expect(!path.split(separator: "/").contains(".."), "\(path)")
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) left behind")
        }
    }

    /// A test printing 30 MB: the log keeps its head and tail (well under the output), and the
    /// counts still come from every line.
    @Test func aHugeTestOutputKeepsASmallLogAndItsCounts() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let conf = """
            TEST_OUTPUT='\(MeasureFixtures.folder.path)/outputs/both-runners-passing.txt'
            FILLER_BYTES=30000000
            """
        let package = try MeasureFixtures.fakePackage("MVC", in: folder, conf: conf)
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(name: "MVC", packageFolder: package, features: [:], roles: [:])
            ], options: options(folder), cancellation: CancellationToken())
        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        #expect(measured.tests == TestCounts(ran: 7, passed: 5, failed: 0, skipped: 2))
        let testLog = try #require(measured.logPaths.first { $0.hasSuffix("-test.log") })
        let size = try #require(
            try FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent("out").appendingPathComponent(testLog).path)[
                    .size] as? Int)
        #expect(size < 21_000_000, "a test log of \(size) bytes")
        #expect(measured.diagnostics?.contains { $0.contains("more than the log keeps") } == true)
    }

    /// Output that is not UTF-8 no longer reads as empty (0 tests, status ok, silence): the
    /// counts stand, and a note says what was in the output.
    @Test func invalidUTF8InTestOutputKeepsTheCountsAndWarns() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("output.txt")
        var bytes = Data([0x41, 0xFF, 0xFE, 0x0A])
        bytes.append(
            try Data(
                contentsOf: MeasureFixtures.folder.appendingPathComponent(
                    "outputs/both-runners-passing.txt")))
        try bytes.write(to: output)
        let package = try MeasureFixtures.fakePackage(
            "MVC", in: folder, conf: "TEST_OUTPUT='\(output.path)'")
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(name: "MVC", packageFolder: package, features: [:], roles: [:])
            ], options: options(folder), cancellation: CancellationToken())
        let measured = try #require(report.variants.first)
        #expect(measured.tests == TestCounts(ran: 7, passed: 5, failed: 0, skipped: 2))
        #expect(
            measured.diagnostics?.contains { $0.contains("1 line that is not UTF-8") } == true,
            "\(measured.diagnostics ?? [])")
    }

    /// A test calling `fatalError` (real SwiftPM output, exit status 1): "tests crashed", with
    /// the test and the message, not "build failed" or "tests failed" with 0 failures.
    @Test func aCrashingTestIsReportedAsACrash() throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let conf = """
            TEST_OUTPUT='\(MeasureFixtures.folder.path)/outputs/xctest-fatal-error.txt'
            TEST_EXIT=1
            """
        let package = try MeasureFixtures.fakePackage("MVC", in: folder, conf: conf)
        let report = try MeasurementSession.measure(
            [
                MeasuredVariant(name: "MVC", packageFolder: package, features: [:], roles: [:])
            ], options: options(folder), cancellation: CancellationToken())
        let measured = try #require(report.variants.first)
        #expect(measured.status == .testsFailed)
        let reason = try #require(measured.failureReason)
        #expect(reason.contains("tests crashed"), "\(reason)")
        #expect(reason.contains("ProbeTests.testProbe"), "\(reason)")
    }
}
