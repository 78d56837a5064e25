import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsClassification
@testable import ArchMetricsKit
@testable import ArchMetricsMeasurement
@testable import ArchMetricsModel
@testable import SwiftScanning

/// A scanned file with the given top-level declarations (`class GatherPresenter: P`).
func scanned(
    _ path: String, _ declarations: [(DeclarationKind, String, [String], Int)] = [], lines: Int = 10
) -> ScannedFile {
    var line = 1
    let types = declarations.map { kind, name, inherited, span -> TypeDeclaration in
        defer { line += span }
        return TypeDeclaration(
            kind: kind, name: name, inheritedTypes: inherited, firstLine: line,
            lastLine: line + span - 1)
    }
    return ScannedFile(
        path: path, bytes: lines * 10,
        lines: LineCounts(physical: lines, code: lines, comment: 0, blank: 0), declarations: types)
}

/// A file declaring one class named after it.
func scannedClass(_ path: String, inherits: [String] = [], lines: Int = 10) -> ScannedFile {
    let name = String(path.split(separator: "/").last!.dropLast(6))
    return scanned(path, [(.class, name, inherits, lines)], lines: lines)
}

@Suite struct ClassificationTests {
    let classifier = FileClassifier(cancellation: CancellationToken())

    func classify(_ files: [ScannedFile]) -> [String: ClassifiedFile] {
        Dictionary(uniqueKeysWithValues: classifier.classify(files).map { ($0.path, $0) })
    }

    @Test func bareTypeNameCutsModulesAndGenericsAndTrimsBlanks() {
        // ASCII names take the byte path, the others the Character one: the same answers.
        let cases: [(String, String)] = [
            ("UIViewController", "UIViewController"),
            ("Foundation.Coordinator<Int>", "Coordinator"),
            (" Swift.Collection ", "Collection"), ("\tBase<T.Element> ", "Base"),
            ("A.B.C<D.E>", "C"), ("Foo .", ""), ("  ", ""), ("Café.Menu<Int>", "Menu"),
            (" Ünïcode\t", "Ünïcode"),
        ]
        for (written, bare) in cases {
            #expect(FileClassifier.bareTypeName(written) == bare, "\(written)")
        }
    }

    @Test func longestSuffixWinsWhateverTheRuleOrder() {
        let viewFirst = FileClassifier(
            cancellation: CancellationToken(),
            rules: [
                RoleRule(.suffix, "View", .view),
                RoleRule(.suffix, "ViewController", .viewController),
            ])
        let result = viewFirst.classify([
            scannedClass("PlayerListViewController.swift"), scannedClass("PlayerListView.swift"),
        ])
        #expect(result.map(\.role) == [.view, .viewController])
        #expect(result.map(\.screen) == ["PlayerList", "PlayerList"])
        #expect(result[1].reason == "suffix ViewController")
    }

    @Test func screenComesFromTheNameMinusTheRoleSuffix() {
        let files = classify([
            scannedClass("ViewControllers/GatherViewController.swift"),
            scannedClass("ViewModels/GatherViewModel.swift"),
            scannedClass("Presenters/GatherPresenter.swift"),
            scannedClass("Coordinators/GatherCoordinator.swift"),
        ])
        #expect(files["ViewModels/GatherViewModel.swift"]?.role == .viewModel)
        #expect(files["Presenters/GatherPresenter.swift"]?.role == .presenter)
        #expect(files["Coordinators/GatherCoordinator.swift"]?.role == .coordinator)
        #expect(files.values.allSatisfy { $0.screen == "Gather" })
    }

    @Test func filesInAScreenFolderThatMatchNoRoleAreLocalModels() {
        let files = classify([
            scannedClass("App/Modules/ConfirmPlayers/ConfirmPlayersViewController.swift"),
            scanned(
                "App/Modules/ConfirmPlayers/TeamSection.swift",
                [(.enum, "TeamSection", ["Int"], 10)]),
            scanned(
                "App/Modules/Gather/GatherTimeHandler.swift",
                [(.struct, "GatherTimeHandler", [], 10)]),
        ])
        #expect(files["App/Modules/ConfirmPlayers/TeamSection.swift"]?.role == .localModel)
        #expect(files["App/Modules/ConfirmPlayers/TeamSection.swift"]?.screen == "ConfirmPlayers")
        // Gather has no screen entry point here (no view controller, no Gather view or
        // presenter): a screen folder alone makes no screen.
        #expect(files["App/Modules/Gather/GatherTimeHandler.swift"]?.role == .shared)
        #expect(files["App/Modules/Gather/GatherTimeHandler.swift"]?.screen == nil)
    }

    @Test func aHelperNamedAfterAKnownScreenIsThatScreensLocalModel() {
        // MVVM keeps GatherTimeHandler among the view models, with no role suffix.
        let files = classify([
            scannedClass("ViewControllers/GatherViewController.swift"),
            scannedClass("ViewModels/GatherViewModel.swift"),
            scanned("ViewModels/GatherTimeHandler.swift", [(.struct, "GatherTimeHandler", [], 10)]),
            scanned("ViewModels/ScoreFormatter.swift", [(.struct, "ScoreFormatter", [], 10)]),
        ])
        #expect(files["ViewModels/GatherTimeHandler.swift"]?.role == .localModel)
        #expect(files["ViewModels/GatherTimeHandler.swift"]?.screen == "Gather")
        #expect(files["ViewModels/ScoreFormatter.swift"]?.role == .shared)
    }

    @Test func reusableComponentsBelongToNoScreen() {
        let files = classify([
            scannedClass("ViewControllers/LoginViewController.swift"),
            scannedClass("Views/EmptyView.swift", inherits: ["UIView"]),
            scannedClass("Views/LoadingView.swift", inherits: ["UIView"]),
            scannedClass("Views/PlayerTableViewCell.swift", inherits: ["UITableViewCell"]),
            scannedClass("AppCoordinator.swift", inherits: ["Coordinator"]),
            scanned("Coordinator.swift", [(.protocol, "Coordinator", ["AnyObject"], 10)]),
            scannedClass("AppDelegate.swift"),
            scannedClass("Networking/LoginService.swift"),
        ])
        for path in [
            "Views/EmptyView.swift", "Views/LoadingView.swift", "Views/PlayerTableViewCell.swift",
            "AppDelegate.swift", "Networking/LoginService.swift",
        ] {
            #expect(files[path]?.role == .shared, "\(path)")
            #expect(files[path]?.screen == nil, "\(path)")
        }
        // The app's own flow: coordinators of no screen, not shared code.
        for path in ["AppCoordinator.swift", "Coordinator.swift"] {
            #expect(files[path]?.role == .coordinator, "\(path)")
            #expect(files[path]?.screen == nil, "\(path)")
        }
        #expect(files["Networking/LoginService.swift"]?.reason == "path **/Networking/**")
    }

    @Test func testsAreSplitOffByFolderWhateverTheirTypesAreCalled() {
        let files = classify([
            scannedClass(
                "FootballGatherTests/GatherPresenterTests.swift", inherits: ["XCTestCase"]),
            scannedClass(
                "FootballGatherTests/Mocks/MockView.swift", inherits: ["GatherViewProtocol"]),
            scannedClass("Tests/GatherViewController.swift"),
        ])
        #expect(files.values.allSatisfy { $0.role == .test && $0.screen == nil })
    }

    @Test func conformanceDecidesWhenNoSuffixDoes() {
        let files = classify([
            scannedClass("ViewControllers/LoginViewController.swift"),
            scannedClass("Flows/LoginFlow.swift", inherits: ["NSObject", "Core.Coordinator"]),
            scannedClass("Screens/PlayerList/Start.swift", inherits: ["Coordinator"]),
            scannedClass("Screens/PlayerList/PlayerListViewController.swift"),
        ])
        #expect(files["Flows/LoginFlow.swift"]?.role == .coordinator)
        #expect(files["Flows/LoginFlow.swift"]?.screen == "Login")
        #expect(files["Screens/PlayerList/Start.swift"]?.role == .coordinator)
        #expect(files["Screens/PlayerList/Start.swift"]?.screen == "PlayerList")
    }

    @Test func pathGlobRulesComeFirstInTheirOrder() {
        let classifier = FileClassifier(
            cancellation: CancellationToken(),
            rules: [
                RoleRule(.path, "Legacy/**", .shared),
                RoleRule(.suffix, "ViewController", .viewController),
            ])
        let result = classifier.classify([
            scannedClass("Legacy/OldViewController.swift"),
            scannedClass("New/NewViewController.swift"),
        ])
        #expect(result.map(\.role) == [.shared, .viewController])
    }

    @Test func configuredScreensAreKnownWithoutAViewController() {
        let classifier = FileClassifier(
            cancellation: CancellationToken(), configuredScreens: ["Scoreboard"])
        let result = classifier.classify([
            scannedClass("Views/ScoreboardView.swift"), scannedClass("Views/BadgeView.swift"),
        ])
        #expect(result.map(\.role) == [.shared, .view])
        #expect(result.map(\.screen) == [nil, "Scoreboard"])
    }

    @Test func primaryTypeIsTheOneTheFileIsNamedAfterElseTheLargest() {
        let named = scanned(
            "GatherViewController.swift",
            [(.struct, "GatherTimeHandler", [], 60), (.class, "GatherViewController", [], 20)])
        #expect(FileClassifier.primaryType(of: named) == "GatherViewController")
        let unnamed = scanned(
            "Helpers.swift",
            [(.struct, "Small", [], 5), (.struct, "Large", [], 50), (.extension, "Huge", [], 80)])
        #expect(FileClassifier.primaryType(of: unnamed) == "Large")
        let extensionFile = scanned(
            "GatherViewController+Picker.swift",
            [(.extension, "GatherViewController", ["UIPickerViewDelegate"], 30)])
        #expect(FileClassifier.primaryType(of: extensionFile) == "GatherViewController")
        #expect(FileClassifier.primaryType(of: scanned("main.swift")) == nil)
    }

    @Test func anExtensionFileCountsForTheTypeItExtends() {
        let files = classify([
            scannedClass("GatherViewController.swift"),
            scanned(
                "GatherViewController+Picker.swift", [(.extension, "GatherViewController", [], 30)]),
        ])
        #expect(files["GatherViewController+Picker.swift"]?.role == .viewController)
        #expect(files["GatherViewController+Picker.swift"]?.screen == "Gather")
    }

    @Test func pathGlobsMatchWholeComponents() {
        #expect(PathGlob("**/Networking/**").matches("Networking/API.swift"))
        #expect(PathGlob("**/Networking/**").matches("App/Networking/Sub/API.swift"))
        #expect(!PathGlob("**/Networking/**").matches("App/NetworkingExtras/API.swift"))
        #expect(PathGlob("**/*Tests/**").matches("FootballGatherTests/GatherTests.swift"))
        #expect(!PathGlob("**/*Tests/**").matches("FootballGather/GatherTests.swift"))
        #expect(PathGlob("Modules/?ogin/*.swift").matches("Modules/Login/A.swift"))
        #expect(PathGlob("**/Modules/*").matchingFolderDepth(in: "App/Modules/Gather/X.swift") == 3)
        #expect(PathGlob("**/Modules/*").matchingFolderDepth(in: "App/Modules/X.swift") == nil)
        // A literal component the path lacks rules a match out before the backtracking match;
        // one it has (anywhere) does not decide it.
        #expect(!PathGlob("**/Modules/*").matches("App/Gather/Modules"))
        #expect(PathGlob("App/**/Modules/*").matches("App/a/b/c/Modules/X.swift"))
        #expect(!PathGlob("App/**/Modules/*").matches("Modules/a/App/X.swift"))
        #expect(PathGlob("**/**/Tests/**").matches("Tests/X.swift"))
        #expect(PathGlob("**").matches("a/b/c"))
        #expect(!PathGlob("**/Storage/**").matches(""))
    }

    @Test func aFileNamedTypePlusPartExtendsTheTypeBeforeThePlus() {
        #expect(
            FileClassifier.partBeforePlus("GatherViewController+Picker") == "GatherViewController")
        #expect(FileClassifier.partBeforePlus("+Picker") == "Picker")
        #expect(FileClassifier.partBeforePlus("A++B") == "A")
        #expect(FileClassifier.partBeforePlus("Plain") == "Plain")
        #expect(FileClassifier.partBeforePlus("++") == "++")
        #expect(FileClassifier.partBeforePlus("") == "")
    }

    @Test func manifestsAndHiddenFoldersAreNotVariantSources() {
        #expect(!SourceMetricsCollector.isVariantSource(scanned("Package.swift")))
        #expect(!SourceMetricsCollector.isVariantSource(scanned("Package@swift-5.9.swift")))
        #expect(!SourceMetricsCollector.isVariantSource(scanned(".build/checkouts/X.swift")))
        #expect(SourceMetricsCollector.isVariantSource(scanned("FootballGather/PackageList.swift")))
    }
}

@Suite struct ClassificationUnitTestInventoryTests {
    /// `sources` scanned, classified and their tests taken stock of, as `report` does.
    static func unitTests(_ sources: [String: String], unitTestScreen: String) throws
        -> UnitTestInventory
    {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeFiles(sources, into: folder)
        let variant = ToolConfiguration.Variant(name: "V", folder: folder, displayPath: "V")
        let configuration = ToolConfiguration(
            variants: [variant], focusVariant: "V", referenceVariant: "V",
            unitTestScreen: unitTestScreen)
        return SourceMetricsCollector.collect(
            variant, shownAs: "V", configuration: configuration, analyze: false,
            cancellation: CancellationToken()
        ).metrics.unitTests
    }

    @Test func keyClassIsTheKeyScreenTypeATestFileIsNamedAfterPreferringLogicHolders() throws {
        let unitTests = try Self.unitTests(
            [
                "Modules/Gather/GatherPresenter.swift": "final class GatherPresenter {}\n",
                "Modules/Gather/GatherView.swift": "final class GatherView {}\n",
                "Modules/Gather/GatherTimeHandler.swift": "struct GatherTimeHandler {}\n",
                "Modules/Gather/GatherViewController.swift":
                    "final class GatherViewController {}\n",
                "Modules/Gather/GatherCoordinator.swift": "final class GatherCoordinator {}\n",
                "Modules/Login/LoginPresenter.swift": "final class LoginPresenter {}\n",
                "Tests/GatherPresenterTests.swift":
                    "final class GatherPresenterTests: XCTestCase { func testA() {} func testB() {} }",
                "Tests/GatherTimeHandlerTests.swift":
                    "final class GatherTimeHandlerTests: XCTestCase { func testA() {} func testB() {} func testC() {} }",
                "Tests/LoginPresenterTests.swift":
                    "@Suite struct LoginPresenterTests { @Test func a() {} }",
            ], unitTestScreen: "Gather")
        #expect(unitTests.keyClass == "GatherPresenter")
        #expect(unitTests.keyClassTestCount == 2)
        #expect(unitTests.keyClassTestFile == "Tests/GatherPresenterTests.swift")
        #expect(unitTests.keyClassCount == 5)  // coordinator not counted
        #expect(unitTests.totalTestCount == 6)
    }

    @Test func noTestFileForTheKeyScreenLeavesNoKeyClass() throws {
        let unitTests = try Self.unitTests(
            ["GatherViewController.swift": "final class GatherViewController {}\n"],
            unitTestScreen: "Gather")
        #expect(unitTests.keyClass == nil)
        #expect(unitTests.keyClassTestCount == 0)
        #expect(unitTests.keyClassCount == 1)
    }
}
