import ArchMetricsMeasurement
import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

/// The one slow test: real `swift build`, `swift test`, coverage and the type-checking build of a
/// two-target package (Tiny and its dependency TinyBase) with one XCTest test, proving the parsing holds on this toolchain. About a minute on 2 cores;
/// set ARCHMETRICS_SKIP_SLOW_TESTS=1 to skip it.
@Suite struct MeasurementIntegrationTests {
    @Test(
        .enabled(
            if: SlowTests.enabled,
            "slow: real swift build/test"))
    func measuresATinyRealPackage() async throws {
        let folder = try MeasureFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let variant = try TinyPackage.variant(in: folder, incrementalTouchFile: TinyPackage.ownFile)
        let lines = LineCollector()
        let options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("out/logs"), runs: 1,
            timeoutSeconds: 600,
            verbose: true, progress: { lines.append($0) })

        let report = try await offThePool {
            try MeasurementSession.measure(
                [variant], options: options, cancellation: CancellationToken())
        }

        let measured = try #require(report.variants.first)
        #expect(measured.status == .ok, "\(measured.failureReason ?? "")")
        #expect(measured.tests == TestCounts(ran: 1, passed: 1, failed: 0, skipped: 0))
        let clean = try #require(measured.timing(.cleanBuild)?.mean)
        let null = try #require(measured.timing(.nullBuild)?.mean)
        let incremental = try #require(measured.timing(.incrementalBuild)?.mean)
        let cleanTest = try #require(measured.timing(.cleanTest)?.mean)
        let execution = try #require(measured.timing(.testExecution)?.mean)
        // Tiny's own file touched, TinyBase left built: less than a clean build.
        let variantOnly = try #require(measured.timing(.variantBuild)?.mean)
        #expect(null < clean && incremental < clean && variantOnly < clean)
        // The type-checking build: Tiny's function is Tiny's (the role `shared` here), TinyBase's
        // is other code.
        let typeChecking = try #require(measured.typeChecking)
        #expect(typeChecking.ownFunctions >= 1 && typeChecking.ownMilliseconds > 0)
        #expect(typeChecking.byRole.map(\.name) == ["shared"])
        #expect(typeChecking.byRole.first?.milliseconds == typeChecking.ownMilliseconds)
        #expect(typeChecking.otherMilliseconds > 0)
        #expect(
            typeChecking.slowestFunctions.contains {
                $0.file == "Sources/Tiny/Tiny.swift" && $0.name.contains("twice")
            })
        #expect(execution > 0 && execution < cleanTest)
        let coverage = try #require(measured.featureCoverage.first)
        #expect(coverage.name == "Tiny" && coverage.missingFiles == nil)
        #expect(
            coverage.executableLines > 0 && coverage.coveredLines > 0
                && coverage.coveredLines < coverage.executableLines)
        #expect(measured.roleCoverage.first?.coveredLines == coverage.coveredLines)
        #expect(report.environment.swiftVersion.hasPrefix("Swift version"))
        // The brief's bound is 2% of a full run (4 variants, 3 runs: half an hour and more). This
        // run is about a minute, and most of its overhead is deleting the last scratch folder (about
        // a second on a disk mounted with `discard`), so the bound here is looser.
        let overheadShare = report.toolOverheadSeconds / report.wallSeconds
        #expect(
            overheadShare < 0.05,
            "tool overhead \(report.toolOverheadSeconds) s of \(report.wallSeconds) s")
        print(
            String(
                format:
                    "measure integration: wall %.2f s; clean build %.2f s, null build %.2f s, incremental %.2f s, clean test %.2f s, "
                    + "test execution %.4f s; coverage %d/%d lines; tool overhead %.3f s (%.2f%%)",
                report.wallSeconds, clean, null, incremental, cleanTest, execution,
                coverage.coveredLines, coverage.executableLines,
                report.toolOverheadSeconds, overheadShare * 100))
        print(lines.all.joined(separator: "\n"))
    }

    /// Opt-in: measures the package at ARCHMETRICS_MEASURE_PACKAGE (runs from ARCHMETRICS_MEASURE_RUNS,
    /// default 1; no warm-up; ARCHMETRICS_MEASURE_GATHER: comma-separated files of the Gather feature,
    /// the first also touched for the incremental build) and prints the figures, to see what a real
    /// variant costs.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["ARCHMETRICS_MEASURE_PACKAGE"] != nil,
            "set ARCHMETRICS_MEASURE_PACKAGE"))
    func measuresAPackageGivenInTheEnvironment() async throws {
        let environment = ProcessInfo.processInfo.environment
        let package = URL(fileURLWithPath: try #require(environment["ARCHMETRICS_MEASURE_PACKAGE"]))
        let folder = try MeasureFixtures.temporaryFolder()
        let options = MeasurementOptions(
            logsFolder: folder.appendingPathComponent("logs"),
            runs: Int(environment["ARCHMETRICS_MEASURE_RUNS"] ?? "") ?? 1,
            verbose: true, progress: { StandardStreams.error($0) })
        let gather = (environment["ARCHMETRICS_MEASURE_GATHER"] ?? "").split(separator: ",").map(
            String.init)
        let variant = MeasuredVariant(
            name: package.lastPathComponent, packageFolder: package,
            features: gather.isEmpty ? [:] : ["Gather": gather], incrementalTouchFile: gather.first)
        let report = try await offThePool {
            try MeasurementSession.measure(
                [variant], options: options, cancellation: CancellationToken())
        }
        print(try StableJSON.string(report))
        print("logs in \(folder.path)")
        #expect(report.variants.allSatisfy { $0.status == .ok })
    }
}
