import Foundation
import Testing

@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel

/// The compile jobs of demos and tooling are neither the variant's own work nor a dependency's:
/// they are summed apart.
@Suite struct CompileWorkToolingTests {
    @Test func aDemoFilesJobIsCountedApartFromOwnAndOther() throws {
        let folder = URL(fileURLWithPath: "/tmp/variant")
        var variant = MeasuredVariant(
            name: "App", packageFolder: folder,
            roles: ["viewController": ["Sources/App/LoginViewController.swift"]])
        variant.toolingFiles = ["Demo/main.swift"]
        func job(_ module: String, _ file: String?, scopes: Int) -> CompileWorkStats.Job {
            CompileWorkStats.Job(
                module: module, cleanedFileName: file,
                counters: ["Sema.NumConstraintScopes": scopes], cpuSeconds: 1, phaseSeconds: [:])
        }
        let profile = try #require(
            CompileWorkStats.profile(
                jobs: [
                    job("App", "LoginViewController.swift", scopes: 100),
                    job("Demo", "main.swift", scopes: 40),
                    job("Kit", "Backend.swift", scopes: 7),
                ],
                moduleSources: [
                    "App": [
                        folder.appendingPathComponent("Sources/App/LoginViewController.swift").path
                    ],
                    "Demo": [folder.appendingPathComponent("Demo/main.swift").path],
                    "Kit": ["/elsewhere/Kit/Backend.swift"],
                ],
                variant: variant, compilerVersion: "Swift version 6.3.1"))
        let scopes = "Sema.NumConstraintScopes"
        #expect(profile.own.counters[scopes] == 100)
        #expect(profile.files.map(\.file) == ["Sources/App/LoginViewController.swift"])
        #expect(profile.tooling?.counters[scopes] == 40)
        #expect(profile.tooling?.files == 1)
        #expect(profile.other.counters[scopes] == 7)
    }
}
