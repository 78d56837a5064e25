import ArchMetricsModel
import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import SwiftScanning

/// Where a project describes its targets, a file's targets decide what it is: app code (its
/// names then give the role), tests (unit and UI test bundles, whatever their folders are
/// called), tooling (an app beside the app that no test bundle tests) or not counted (in no
/// target, said in a warning). One hand-written fixture per manifest kind.
@Suite struct TargetMembershipFixtureTests {
    static func fixture(_ kind: String) -> URL {
        Fixtures.folder("attribution/manifests/\(kind)")
    }

    static func roles(of variant: VariantSourceMetrics) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: variant.files.map { file in
                (
                    file.path,
                    ([file.role.rawValue] + [file.screen].compactMap { $0 }).joined(
                        separator: " ")
                )
            })
    }

    @Test func anXcodeProjectsTargetsDecideTestsToolingAndWhatIsCounted() throws {
        let snapshot = try collectSnapshot(root: Self.fixture("xcode"))
        let variant = try #require(snapshot.variants.first)
        #expect(
            Self.roles(of: variant) == [
                "Checks/LoginChecks.swift": "test",
                "UIChecks/LoginFlow.swift": "test",
                "Shop/App/ShopApp.swift": "shared",
                // In the app's target: app code, though it sits in a `Demo/` folder.
                "Shop/Demo/SampleAccounts.swift": "shared",
                "Shop/Login/LoginViewController.swift": "viewController Login",
                "Shop/Login/LoginViewModel.swift": "viewModel Login",
                "Showcase/ShowcaseViewController.swift": "tooling",
                "Support/AccountService.swift": "shared",
            ])
        let reasons = Dictionary(uniqueKeysWithValues: variant.files.map { ($0.path, $0.reason) })
        #expect(reasons["Checks/LoginChecks.swift"]?.contains("target ShopTests") == true)
        #expect(
            reasons["Showcase/ShowcaseViewController.swift"]?.contains("target Showcase") == true)
        #expect(variant.unitTests.totalTestCount == 3)
        let notCounted = snapshot.diagnostics.filter {
            $0.path.hasSuffix("Shop/Login/OldLoginViewController.swift")
        }
        #expect(notCounted.count == 1)
        #expect(notCounted.first?.message.contains("Shop.xcodeproj") == true)
    }

    /// A project nested deep inside another's folder (a demo app's own `.xcodeproj` under
    /// `Shop/Samples/DemoApp/`) speaks for its files: the outer project neither counts them
    /// nor calls them "in no target" (GRDB's `Documentation/DemoApps/GRDBDemo` was).
    @Test func aProjectNestedDeepInsideAnothersFolderKeepsItsFiles() throws {
        let root = try makeTemporaryFolder("nested-project")
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("xcode")
        try FileManager.default.copyItem(at: Self.fixture("xcode"), to: copy)
        let demo = copy.appendingPathComponent("Shop/Samples/DemoApp")
        try FileManager.default.createDirectory(
            at: demo.appendingPathComponent("DemoApp.xcodeproj"),
            withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n{ objects = { }; rootObject = X; }\n".utf8).write(
            to: demo.appendingPathComponent("DemoApp.xcodeproj/project.pbxproj"))
        try Data("final class DemoRootViewController {}\n".utf8).write(
            to: demo.appendingPathComponent("DemoRootViewController.swift"))
        let snapshot = try collectSnapshot(root: copy)
        let variant = try #require(snapshot.variants.first)
        let path = "Shop/Samples/DemoApp/DemoRootViewController.swift"
        #expect(variant.files.contains { $0.path == path }, "\(variant.files.map(\.path))")
        #expect(!snapshot.diagnostics.contains { $0.path.hasSuffix(path) })
        // The outer project still leaves out its own file in no target.
        #expect(
            snapshot.diagnostics.contains {
                $0.path.hasSuffix("Shop/Login/OldLoginViewController.swift")
            })
    }

    @Test func aSwiftPackagesTargetsDecideTestsToolingAndWhatIsCounted() throws {
        let snapshot = try collectSnapshot(root: Self.fixture("swiftpm"))
        let variant = try #require(snapshot.variants.first)
        #expect(
            Self.roles(of: variant) == [
                "App/Login/LoginViewController.swift": "viewController Login",
                "App/Login/LoginViewModel.swift": "viewModel Login",
                // In the library's target (`path: "App"`): app code, not a demo.
                "App/Demo/SampleAccounts.swift": "shared",
                // An executable no test target tests, beside no tested one: its folder decides.
                "Demo/main.swift": "tooling",
                // The conventional `Tests/<name>` and a test target's own `path`.
                "Tests/ShopTests/LoginViewModelTests.swift": "test",
                "Checks/LoginChecks.swift": "test",
                // A plugin's conventional `Plugins/<name>`: build tooling.
                "Plugins/Lint/LintPlugin.swift": "tooling",
            ])
        let reasons = Dictionary(uniqueKeysWithValues: variant.files.map { ($0.path, $0.reason) })
        #expect(reasons["Checks/LoginChecks.swift"]?.contains("target ShopChecks") == true)
        #expect(variant.unitTests.totalTestCount == 3)
        // `exclude: ["Legacy"]` and a script in no target.
        let notCounted = snapshot.diagnostics.filter { $0.message.hasPrefix("not counted") }
            .map(\.path).sorted()
        #expect(notCounted.count == 2)
        #expect(notCounted.first?.hasSuffix("App/Legacy/OldLoginViewController.swift") == true)
        #expect(notCounted.last?.hasSuffix("Scripts/release.swift") == true)
    }

    @Test func aTuistProjectsTargetsDecideTestsToolingAndWhatIsCounted() throws {
        let snapshot = try collectSnapshot(root: Self.fixture("tuist"))
        let variant = try #require(snapshot.variants.first)
        #expect(
            Self.roles(of: variant) == [
                "Targets/Shop/Sources/Login/LoginViewController.swift": "viewController Login",
                "Targets/Shop/Sources/Login/LoginViewModel.swift": "viewModel Login",
                // In the ShopKit framework's sources: app code, not a demo.
                "Targets/ShopKit/Demo/SampleAccounts.swift": "shared",
                "Targets/Shop/Checks/LoginChecks.swift": "test",
                // An app no test target tests, beside Shop that ShopTests tests.
                "Gallery/GalleryViewController.swift": "tooling",
            ])
        #expect(variant.unitTests.totalTestCount == 1)
        let notCounted = snapshot.diagnostics.filter { $0.message.hasPrefix("not counted") }
        #expect(notCounted.count == 1)
        #expect(
            notCounted.first?.path.hasSuffix(
                "Tuist/ProjectDescriptionHelpers/Project+Templates.swift") == true)
        #expect(notCounted.first?.message.contains("Project.swift") == true)
    }

    @Test func aBazelPackagesTargetsDecideTestsAndWhatIsCounted() throws {
        let snapshot = try collectSnapshot(root: Self.fixture("bazel"))
        let variant = try #require(snapshot.variants.first)
        #expect(
            Self.roles(of: variant) == [
                "Sources/Login/LoginViewController.swift": "viewController Login",
                "Sources/Login/LoginViewModel.swift": "viewModel Login",
                // In the ShopKit library's `srcs`: app code, not a demo.
                "Kit/Demo/SampleAccounts.swift": "shared",
                // An `ios_unit_test`'s sources, whatever their folder is called.
                "Checks/LoginChecks.swift": "test",
            ])
        let reasons = Dictionary(uniqueKeysWithValues: variant.files.map { ($0.path, $0.reason) })
        #expect(reasons["Checks/LoginChecks.swift"]?.contains("target ShopTests") == true)
        let notCounted = snapshot.diagnostics.filter { $0.message.hasPrefix("not counted") }
        #expect(notCounted.map(\.path).count == 1)
        #expect(notCounted.first?.path.hasSuffix("Scripts/release.swift") == true)
        #expect(notCounted.first?.message.contains("BUILD.bazel") == true)
    }

    /// `roles` lists what the report counts: the file in no target is left out there too.
    @Test func theRoleListingLeavesOutAFileInNoTarget() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: Self.fixture("xcode"), variantOverrides: [],
            in: testContext())
        let (listing, diagnostics) = RoleListing.list(configuration, in: testContext())
        let paths = listing.variants.first?.files.map(\.path) ?? []
        #expect(!paths.contains("Shop/Login/OldLoginViewController.swift"))
        #expect(paths.contains("Showcase/ShowcaseViewController.swift"))
        #expect(diagnostics.contains { $0.path.hasSuffix("OldLoginViewController.swift") })
    }
}
