import Foundation
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting

/// Unit tests per role and per screen, and the key screen when there is no Gather screen.
@Suite struct TestsPerRoleTests {
    @Test func testFilesCountForTheTypeTheyAreNamedAfter() {
        #expect(
            TestsPerRole.testedTypeName(testFile: "T/GatherPresenterTests.swift")
                == "GatherPresenter")
        #expect(
            TestsPerRole.testedTypeName(testFile: "T/GatherPresenter+TimerTests.swift")
                == "GatherPresenter")
        #expect(
            TestsPerRole.testedTypeName(testFile: "T/GatherInteractorSpec.swift")
                == "GatherInteractor")
        #expect(TestsPerRole.testedTypeName(testFile: "T/Tests.swift") == nil)
        #expect(TestsPerRole.testedTypeName(testFile: "T/Helpers.swift") == nil)
    }

    /// A VIPER-like app with no Gather screen: tests for the Shop presenter (two files, one an
    /// extension's), the Shop interactor (a spec), the Cart presenter and a helper.
    func snapshot() throws -> (MetricsSnapshot, URL) {
        func tests(_ count: Int) -> String {
            "final class T: XCTestCase {\n"
                + (0..<count).map { "    func test\($0)() {}\n" }.joined() + "}\n"
        }
        var files: [String: String] = [
            "App/App/Modules/Shop/ShopPresenter.swift":
                "final class ShopPresenter {\n    var a = 1\n}\n",
            "App/App/Modules/Shop/ShopInteractor.swift": "final class ShopInteractor {}\n",
            "App/App/Modules/Shop/ShopRouter.swift": "final class ShopRouter {}\n",
            "App/App/Modules/Shop/ShopViewController.swift":
                "final class ShopViewController: UIViewController {}\n",
            "App/App/Modules/Cart/CartPresenter.swift": "final class CartPresenter {}\n",
            "App/App/Modules/Cart/CartViewController.swift":
                "final class CartViewController: UIViewController {}\n",
        ]
        files["App/AppTests/ShopPresenterTests.swift"] = tests(3)
        files["App/AppTests/ShopPresenter+PagingTests.swift"] = tests(2)
        files["App/AppTests/ShopInteractorSpec.swift"] = tests(4)
        files["App/AppTests/CartPresenterTests.swift"] = tests(1)
        files["App/AppTests/HelpersTests.swift"] = tests(6)
        let root = try ArchitectureRolesTests.tree(files)
        return (try collectSnapshot(root: root), root)
    }

    @Test func testsAreCountedPerRoleAndScreenWithTheShareOfCodeUnderTest() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let coverage = TestsPerRole.coverage(of: snapshot.variants[0])
        #expect(coverage.testsByRole == [.presenter: 6, .interactor: 4])
        #expect(coverage.testsByScreen == ["Shop": 9, "Cart": 1])
        #expect(coverage.unmappedTests == 6)
        #expect(coverage.testedCodeByRole[.presenter] == coverage.codeByRole[.presenter])
        #expect(coverage.testedCodeByRole[.viewController] == nil)

        let tables = SourceTables.tables(snapshot, measure: .physical)
        let perRole = try #require(tables.first { $0.id == "unitTests.perRole" })
        #expect(perRole.rows.first { $0.label == "Presenters" }?.cells.first?.text == "6 (100.0%)")
        #expect(perRole.rows.first { $0.label == "Interactors" }?.cells.first?.text == "4 (100.0%)")
        #expect(perRole.notes.contains { $0.contains("no tests for Routers, View Controllers") })
        let perScreen = try #require(tables.first { $0.id == "unitTests.perScreen" })
        #expect(perScreen.rows.map(\.label) == ["Cart", "Shop"])
    }

    @Test func withoutAGatherScreenTheKeyScreenIsTheOneWithTheMostTests() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let unitTests = snapshot.variants[0].unitTests
        // Shop has 9 tests, Cart 1; presenters are preferred over interactors.
        #expect(unitTests.keyClass == "ShopPresenter")
        #expect(unitTests.keyClassTestCount == 3)
    }
}
