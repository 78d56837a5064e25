import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsMeasurement

/// A file's module for the compile work comes from the target its project's manifest says
/// compiles it, where the target's folder is not named after it; the `modules` key overrides,
/// folder names stay the fallback.
@Suite struct CompileWorkTargetModulesTests {
    /// `Package.swift` declares `.target(name: "Shop", path: "App")` and
    /// `.executableTarget(name: "ShopDemo", …, path: "Demo")`: no folder is named after them.
    static var package: URL { Fixtures.folder("attribution/manifests/swiftpm") }

    static func job(_ module: String, _ file: String?) -> CompileWorkStats.Job {
        CompileWorkStats.Job(
            module: module, cleanedFileName: file, counters: [:], cpuSeconds: 0, phaseSeconds: [:])
    }

    @Test func theMeasuredVariantKnowsEachFilesTarget() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: Self.package, variantOverrides: [], in: testContext())
        let snapshot = try SourceMetricsCollector.collect(configuration, in: testContext())
        let measured = try #require(
            MeasurementPlan.variants(for: snapshot, configuration: configuration).first)
        #expect(measured.targets["App/Login/LoginViewController.swift"] == "Shop")
        #expect(measured.targets["App/Login/LoginViewModel.swift"] == "Shop")
        #expect(measured.targets["Demo/main.swift"] == "ShopDemo")
    }

    @Test func aFilesModuleIsTheTargetItsManifestNames() {
        let files = ["App/Login/LoginViewController.swift", "Demo/main.swift"]
        let targets = MeasurementPlan.targets(of: files, in: Self.package)
        let jobs = [
            Self.job("Shop", "LoginViewController.swift"), Self.job("Shop", nil),
            Self.job("ShopDemo", "main.swift"),
        ]
        func modules(configured: [String: [String]]? = nil, targets: [String: String] = [:])
            -> [String: String]
        {
            CompileWorkModules.resolve(
                ownFiles: files, packageFolder: Self.package, outputFileMaps: [:],
                configured: configured, targets: targets, jobs: jobs
            ).moduleOfFile
        }
        // By folder names alone, none: `App`, `Login`, `Demo` and `swiftpm` compiled nothing.
        #expect(modules() == [:])
        #expect(
            modules(targets: targets) == [
                "App/Login/LoginViewController.swift": "Shop", "Demo/main.swift": "ShopDemo",
            ])
        // The `modules` key overrides the manifest.
        #expect(
            modules(configured: ["Core": ["App"]], targets: targets)[
                "App/Login/LoginViewController.swift"] == "Core")
        // A target under whose name the build compiled no job of the file's name says nothing.
        #expect(modules(targets: ["Demo/main.swift": "Tools"]) == [:])
    }

    @Test func aTargetsModuleIsItsNameAsTheCompilerSpellsIt() {
        #expect(CompileWorkModules.moduleName(ofTarget: "Shop") == "Shop")
        #expect(
            CompileWorkModules.moduleName(ofTarget: "FootballGather-MVC") == "FootballGather_MVC")
        #expect(CompileWorkModules.moduleName(ofTarget: "2048 Game") == "_2048_Game")
    }
}
