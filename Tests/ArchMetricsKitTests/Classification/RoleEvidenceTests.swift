import ArchMetricsSupport
import Foundation
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsSupport
@testable import SwiftScanning

/// The evidence added for real codebases' conventions, one piece at a time: superclass chains,
/// conformance macros, folder names, unidirectional suffixes, and the `roles` listing.
@Suite struct RoleEvidenceTests {
    func classify(
        _ files: [ScannedFile],
        _ classifier: FileClassifier = FileClassifier(cancellation: CancellationToken())
    )
        -> [String: ClassifiedFile]
    {
        Dictionary(uniqueKeysWithValues: classifier.classify(files).map { ($0.path, $0) })
    }

    /// The classification result says, typed, which weak evidence alone placed a file; a
    /// file its own evidence placed has none.
    @Test func eachFilePlacedByWeakEvidenceSaysWhich() {
        let files = classify([
            scannedClass("Gather/GatherViewController.swift", inherits: ["UIViewController"]),
            scannedClass("Helpers/GatherTimeHandler.swift"),
            scannedClass("Utils/Throttle.swift"),
            scannedClass("Misc/Clock.swift"),
            scannedClass("Modules/Common/Theme.swift"),
            scannedClass("Stack/StackedController.swift", inherits: ["UIViewController"]),
            scannedClass("Stack/Source/CardSource.swift"),
        ])
        #expect(files["Gather/GatherViewController.swift"]?.guess == nil)
        #expect(files["Helpers/GatherTimeHandler.swift"]?.guess == .namePrefix)
        #expect(files["Utils/Throttle.swift"]?.guess == .pathGlob)
        #expect(files["Misc/Clock.swift"]?.guess == .sharedFallback)
        #expect(files["Modules/Common/Theme.swift"]?.guess == .screenFolderWithoutEntryPoint)
        #expect(files["Stack/Source/CardSource.swift"]?.guess == .controllerFolder)
        #expect(files["Stack/Source/CardSource.swift"]?.screen == "Stacked")
    }

    @Test func aSuperclassChainIsFollowedThroughTheVariantsOwnTypes() {
        let files = classify([
            scannedClass("Checkout.swift", inherits: ["StyledScreen"]),
            scannedClass("Base/StyledScreen.swift", inherits: ["BaseViewController"]),
            scannedClass("Base/BaseViewController.swift", inherits: ["UIViewController"]),
        ])
        #expect(files["Checkout.swift"]?.role == .viewController)
        // A view controller is its own screen; the base classes on the way are none.
        #expect(files["Checkout.swift"]?.screen == "Checkout")
        #expect(files["Base/StyledScreen.swift"]?.role == .shared)
        #expect(files["Base/BaseViewController.swift"]?.role == .shared)
        #expect(
            files["Checkout.swift"]?.reason.hasPrefix(
                "conformance UIViewController via StyledScreen") == true)
        // A cycle in what the variant declares ends the walk instead of looping.
        let cycle = classify([
            scannedClass("A.swift", inherits: ["B"]), scannedClass("B.swift", inherits: ["A"]),
        ])
        #expect(cycle["A.swift"]?.role == .shared)
    }

    @Test func aScreenPartThatIsAViewControllerByItsSuperclassNamesItsScreen() {
        let files = classify([
            scannedClass("Login/LoginView.swift", inherits: ["BaseView"]),
            scannedClass("Base/BaseView.swift", inherits: ["UIViewController"]),
        ])
        #expect(files["Login/LoginView.swift"]?.role == .view)
        #expect(files["Login/LoginView.swift"]?.screen == "Login")
        // The base class others inherit from names no screen.
        #expect(files["Base/BaseView.swift"]?.role == .shared)
    }

    @Test func conformanceMacrosAreReadAsConformances() {
        let observable = SourceScanner.scan(
            source: "@MainActor @Observable\nfinal class SettingsModel {}\n",
            path: "Settings/SettingsModel.swift")
        #expect(observable.declarations.first?.conformanceMacros == ["Observable"])
        let plain = SourceScanner.scan(
            source: "@MainActor final class Thing {}\n", path: "Thing.swift")
        #expect(plain.declarations.first?.conformanceMacros == nil)
        let view = SourceScanner.scan(
            source: "struct SettingsScreen: View { var body: some View { Text(\"\") } }\n",
            path: "Settings/SettingsScreen.swift")
        let files = classify([observable, view])
        #expect(files["Settings/SettingsModel.swift"]?.role == .viewModel)
        #expect(files["Settings/SettingsScreen.swift"]?.role == .view)
        #expect(files["Settings/SettingsModel.swift"]?.screen == "Settings")
    }

    @Test func folderNamesMatchInEitherNumber() {
        #expect(FileClassifier.folderNameForms("Presenter").contains("Presenters"))
        #expect(FileClassifier.folderNameForms("Factory").contains("Factories"))
        #expect(FileClassifier.folderNameForms("Assembly").contains("Assemblies"))
        let files = classify([
            scannedClass("App/Presenter/Formatting.swift"),
            scannedClass("App/Factories/LoginFactory.swift"),
            scannedClass("App/Networking2/LoginFactory.swift"),
            scannedClass("App/Login/LoginViewController.swift"),
        ])
        #expect(
            files["App/Presenter/Formatting.swift"]?.reason.hasPrefix("folder Presenter") == true)
        #expect(files["App/Factories/LoginFactory.swift"]?.role == .assembly)
        #expect(files["App/Factories/LoginFactory.swift"]?.screen == "Login")
        // Elsewhere only when the rest of the name is a known screen.
        #expect(files["App/Networking2/LoginFactory.swift"]?.role == .assembly)
        #expect(
            files["App/Networking2/LoginFactory.swift"]?.reason.contains("screen Login is known")
                == true)
        let elsewhere = classify([scannedClass("App/Networking2/ImageFactory.swift")])
        #expect(elsewhere["App/Networking2/ImageFactory.swift"]?.role == .shared)
    }

    func configuration(_ json: String, _ files: [String: String]) throws -> ToolConfiguration {
        let root = try ArchitectureRolesTests.tree(files.mapKeys { "App/" + $0 })
        let config = root.appendingPathComponent("archmetrics.json")
        try json.write(to: config, atomically: true, encoding: .utf8)
        return try ToolConfiguration.load(
            path: config, root: root, variantOverrides: [], in: testContext())
    }

    func roles(_ configuration: ToolConfiguration) throws -> [String: String] {
        let snapshot = try SourceMetricsCollector.collect(configuration, in: testContext())
        return Dictionary(
            uniqueKeysWithValues: snapshot.variants[0].files.map {
                ($0.path, [$0.role.rawValue, $0.screen].compactMap { $0 }.joined(separator: " "))
            })
    }

    @Test func unidirectionalSuffixesApplyWhereDeclaredOrConfigured() throws {
        let files = [
            "Counter/CounterStore.swift": "final class CounterStore {}\n",
            "Counter/CounterViewController.swift":
                "final class CounterViewController: UIHostingController<CounterView> {}\n",
            "Counter/CounterView.swift":
                "struct CounterView: View { var body: some View { Text(\"\") } }\n",
        ]
        let off = try configuration("{}", files)
        defer { try? FileManager.default.removeItem(at: off.root!) }
        #expect(try roles(off)["Counter/CounterStore.swift"] == "localModel Counter")
        let on = try configuration(#"{"unidirectional": true}"#, files)
        defer { try? FileManager.default.removeItem(at: on.root!) }
        #expect(try roles(on)["Counter/CounterStore.swift"] == "reducer Counter")
        // A declared reducer makes the variant unidirectional; `false` says it is not.
        var declared = files
        declared["Root/RootReducer.swift"] = "struct RootReducer: Reducer {}\n"
        let detected = try configuration("{}", declared)
        defer { try? FileManager.default.removeItem(at: detected.root!) }
        #expect(try roles(detected)["Counter/CounterStore.swift"] == "reducer Counter")
        let refused = try configuration(#"{"unidirectional": false}"#, declared)
        defer { try? FileManager.default.removeItem(at: refused.root!) }
        #expect(try roles(refused)["Counter/CounterStore.swift"] == "localModel Counter")
        #expect(throws: ArchMetricsError.self) {
            try configuration(#"{"unidirectional": "yes"}"#, files)
        }
    }

    @Test func aConfiguredFolderRuleNamesARole() throws {
        let configuration = try configuration(
            #"{"roles": [{"id": "presenter", "rules": [{"folder": "Presentation"}]}]}"#,
            [
                "Login/LoginViewController.swift":
                    "final class LoginViewController: UIViewController {}\n",
                "Login/Presentation/Mapper.swift": "struct Mapper {}\n",
            ])
        defer { try? FileManager.default.removeItem(at: configuration.root!) }
        #expect(try roles(configuration)["Login/Presentation/Mapper.swift"] == "presenter Login")
    }

    /// The listing `archmetrics roles` prints, on the architectures fixture: a near miss and
    /// the reusable parts made shared are listed apart, and filters keep what they name.
    @Test func theRolesListingNamesNearMissesAndFilesSharedForWantOfAScreen() throws {
        let configuration = try ToolConfiguration.load(
            path: nil, root: ArchitecturesFixtureTests.tree, variantOverrides: [],
            in: testContext())
        let (listing, diagnostics) = RoleListing.list(configuration, in: testContext())
        #expect(diagnostics.isEmpty)
        #expect(listing.schemaVersion == 1)
        #expect(
            listing.nearMisses.map {
                "\($0.variant) \($0.path) \($0.wantedScreen!) \($0.nearScreen!)"
            }
                == ["MVP App/ThingList/ThingsListPresenter.swift ThingsList ThingList"])
        #expect(
            listing.sharedForNoScreen.contains {
                $0.variant == "MVC" && $0.path == "App/Views/LoadingView.swift" && $0.role == .view
                    && $0.wantedScreen == "Loading"
            })
        let json = try StableJSON.string(listing)
        #expect(!json.contains("null"))
        #expect(json.contains(#""rule" : "suffix ViewController""#))
        let table = listing.table()
        #expect(table.contains("Near misses"))
        #expect(table.contains("App/Controllers/ThingListViewController.swift"))

        let filtered = RoleListing.list(
            configuration, variantNames: ["VIPER"], roles: [.router], in: testContext()
        )
        .listing
        #expect(filtered.variants.map(\.name) == ["VIPER"])
        #expect(filtered.variants[0].files.allSatisfy { $0.role == .router })
        #expect(filtered.variants[0].files.count == 2)
    }
}
