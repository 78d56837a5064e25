import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// A folder holding an Xcode project (or a Tuist or Bazel one) beside its app and test
/// folders is one app: one variant, whose test folders hold its tests.
@Suite struct ProjectRootDiscoveryTests {
    static var xcodeRoot: URL { Fixtures.folder("attribution/xcode-project") }

    @Test func anXcodeProjectRootIsOneVariantWithItsTestsCounted() throws {
        let snapshot = try collectSnapshot(root: Self.xcodeRoot)
        #expect(snapshot.variants.map(\.name) == ["xcode-project"])
        let variant = try #require(snapshot.variants.first)
        let roles = Dictionary(
            uniqueKeysWithValues: variant.files.map { ($0.path, $0.role.rawValue) })
        #expect(
            roles == [
                "Shop/Application/AppDelegate.swift": "shared",
                "Shop/Login/LoginViewController.swift": "viewController",
                "Shop/Login/LoginViewModel.swift": "viewModel",
                "ShopTests/LoginViewModelTests.swift": "test",
                "ShopUITests/ShopUITests.swift": "test",
            ])
        #expect(variant.unitTests.totalTestCount == 3)
        let coverage = TestsPerRole.coverage(of: variant)
        #expect(coverage.testsByRole[.viewModel] == 2)
        #expect(coverage.testsByScreen["Login"] == 2)
    }

    /// Tuist's `Project.swift` and Bazel's `BUILD` mark a project root as Xcode's bundle does;
    /// the manifest is the build's description, not the app's source.
    @Test(arguments: ["Project.swift", "BUILD", "BUILD.bazel", "App.xcworkspace"])
    func aProjectManifestMakesTheRootOneVariant(manifest: String) throws {
        let root = try makeTemporaryFolder("project-root")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["App", "AppTests"] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("struct \(folder)Thing {}\n".utf8).write(
                to: url.appendingPathComponent("\(folder)Thing.swift"))
        }
        let manifestURL = root.appendingPathComponent(manifest)
        if manifest.hasSuffix(".xcworkspace") {
            try FileManager.default.createDirectory(
                at: manifestURL, withIntermediateDirectories: true)
        } else {
            try Data("import ProjectDescription\n".utf8).write(to: manifestURL)
        }
        let variants = try ToolConfiguration.discoverVariants(in: root)
        #expect(variants.map(\.name) == [root.lastPathComponent])
        let snapshot = try collectSnapshot(root: root)
        let paths = snapshot.variants.first?.files.map(\.path) ?? []
        #expect(paths == ["App/AppThing.swift", "AppTests/AppTestsThing.swift"])
    }
}
