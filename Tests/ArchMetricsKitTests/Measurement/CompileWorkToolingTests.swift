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
                    job("App", nil, scopes: 10),
                    job("Demo", "main.swift", scopes: 40),
                    job("Demo", nil, scopes: 4),
                    job("Kit", "Backend.swift", scopes: 7),
                    job("Kit", nil, scopes: 1),
                ],
                modules: CompileWorkModules(moduleOfFile: [
                    "Sources/App/LoginViewController.swift": "App", "Demo/main.swift": "Demo",
                ]),
                variant: variant, compilerVersion: "Swift version 6.3.1"))
        let scopes = "Sema.NumConstraintScopes"
        // The demo's module job goes with the demo, the app's with the app, Kit's to other.
        #expect(profile.own.counters[scopes] == 110)
        #expect(profile.files.map(\.file) == ["Sources/App/LoginViewController.swift"])
        #expect(profile.ownModules?.map(\.name) == ["App"])
        #expect(profile.tooling?.counters[scopes] == 44)
        #expect(profile.tooling?.files == 2)
        #expect(profile.other.counters[scopes] == 8)
    }
}
