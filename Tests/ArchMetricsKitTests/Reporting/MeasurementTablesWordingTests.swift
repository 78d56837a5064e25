import ArchMetricsModel
import Foundation
import Testing

@testable import ArchMetricsReporting

/// The timing tables' notes name the build each variant was built by: SwiftPM's `swift build`,
/// or the configured command (CMake, a script), never SwiftPM for a variant it did not build.
@Suite struct MeasurementTablesWordingTests {
    func notes(
        buildCommands: [String: [String]], incremental: Set<String> = ["Shop", "App"],
        warmup: Int = 0, measured: [String]? = nil
    ) -> [String] {
        let environment = EnvironmentInfo(
            swiftVersion: "6.3.1", operatingSystem: "Linux", cpuModel: "CPU", cpuCores: 2,
            memoryBytes: 1 << 30, loadAverage: [1, 1, 1], date: Date(timeIntervalSince1970: 0),
            hostName: "h")
        let variants = ["Shop", "App"].map { name in
            var variant = VariantMeasurement(
                variant: name, status: .ok,
                timings: [TimingMeasure.variantBuild.rawValue: .from([1, 2])].merging(
                    incremental.contains(name)
                        ? [TimingMeasure.incrementalBuild.rawValue: .from([1, 2])] : [:]
                ) { first, _ in first })
            variant.buildCommand = buildCommands[name]
            variant.measured = measured
            return variant
        }
        let report = MeasurementResults(
            environment: environment, runs: 2, warmup: warmup, referenceVariant: "App",
            variants: variants, wallSeconds: 10, toolOverheadSeconds: 0.1)
        let tables = MeasurementTables.tables(handMadeSnapshot(measurements: report))
        return tables.first { $0.id == "buildTimes" }?.notes ?? []
    }

    @Test func theOwnCodeNoteNamesTheConfiguredBuildNotSwiftPM() throws {
        let swiftPM = try #require(notes(buildCommands: [:]).first { $0.hasPrefix("Own code:") })
        #expect(swiftPM.contains("`swift build`") && swiftPM.contains("SwiftPM"))

        let build = ["sh", "{configFolder}/build.sh", "{variant}", "{scratch}"]
        let cmake = try #require(
            notes(buildCommands: ["Shop": build, "App": build]).first {
                $0.hasPrefix("Own code:")
            })
        #expect(!cmake.contains("SwiftPM") && !cmake.contains("swift build"), "\(cmake)")
        #expect(cmake.contains("`sh {configFolder}/build.sh {variant} {scratch}`"), "\(cmake)")

        // One of each: both builds named, each for its variants.
        let mixed = try #require(
            notes(buildCommands: ["Shop": build]).first { $0.hasPrefix("Own code:") })
        #expect(mixed.contains("`swift build`") && mixed.contains("Shop: `sh "), "\(mixed)")
    }

    /// A variant without an incremental build (no file of the unit-test screen to touch) had its
    /// own-code build after the nothing-changed build: the note says so, not "after the
    /// incremental build" for every variant.
    @Test func theOwnCodeNoteSaysWhichBuildCameBeforeIt() throws {
        let none = try #require(
            notes(buildCommands: [:], incremental: []).first { $0.hasPrefix("Own code:") })
        #expect(!none.contains("after the incremental build"), "\(none)")
        #expect(none.contains("after the nothing-changed build"), "\(none)")
        let one = try #require(
            notes(buildCommands: [:], incremental: ["Shop"]).first { $0.hasPrefix("Own code:") })
        #expect(one.contains("after the incremental build"), "\(one)")
        #expect(one.contains("App: after the nothing-changed build"), "\(one)")
    }

    /// The first note says what warmed the timed runs: the untimed instrumented builds that ran
    /// first (by default the only warm-up), and with `--warmup N` the N discarded rounds after
    /// them; never "after 0 warm-up runs".
    @Test func theFirstNoteSaysWhatWarmedTheTimedRuns() {
        let all = ["timings", "tests", "coverage", "typeChecking", "compileWork"]
        #expect(
            notes(buildCommands: [:], measured: all)[0].hasPrefix(
                "Mean of 2 runs, warmed by the untimed instrumented builds that ran first (coverage, type checking, compile work), no run thrown away; "
            ))
        #expect(
            notes(buildCommands: [:], warmup: 1, measured: all)[0].hasPrefix(
                "Mean of 2 runs after the untimed instrumented builds (coverage, type checking, compile work) and 1 discarded warm-up round; "
            ))
        #expect(
            notes(buildCommands: [:], measured: ["timings", "compileWork"])[0].hasPrefix(
                "Mean of 2 runs, warmed by the untimed instrumented build that ran first (compile work), no run thrown away; "
            ))
        #expect(
            notes(buildCommands: [:], measured: ["timings", "tests"])[0].hasPrefix(
                "Mean of 2 runs, not warmed (no instrumented build ran first, no run thrown away); "
            ))
        #expect(
            notes(buildCommands: [:], warmup: 2, measured: ["timings"])[0].hasPrefix(
                "Mean of 2 runs after 2 discarded warm-up rounds; "))
    }
}
