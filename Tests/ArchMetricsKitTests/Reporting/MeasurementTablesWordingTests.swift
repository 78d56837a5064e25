import ArchMetricsModel
import Foundation
import Testing

@testable import ArchMetricsReporting

/// The timing tables' notes name the build each variant was built by: SwiftPM's `swift build`,
/// or the configured command (CMake, a script), never SwiftPM for a variant it did not build.
@Suite struct MeasurementTablesWordingTests {
    func notes(buildCommands: [String: [String]]) -> [String] {
        let environment = EnvironmentInfo(
            swiftVersion: "6.3.1", operatingSystem: "Linux", cpuModel: "CPU", cpuCores: 2,
            memoryBytes: 1 << 30, loadAverage: [1, 1, 1], date: Date(timeIntervalSince1970: 0),
            hostName: "h")
        let variants = ["Shop", "App"].map { name in
            var variant = VariantMeasurement(
                variant: name, status: .ok,
                timings: [TimingMeasure.variantBuild.rawValue: .from([1, 2])])
            variant.buildCommand = buildCommands[name]
            return variant
        }
        let report = MeasurementReport(
            environment: environment, runs: 2, warmup: 0, referenceVariant: "App",
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
}
