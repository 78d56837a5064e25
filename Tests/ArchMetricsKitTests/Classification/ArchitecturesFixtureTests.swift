import ArchMetricsSupport
import Foundation
import TestSupport
import Testing

@testable import ArchMetricsKit
@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

/// `Fixtures/architectures`: one small app in five architectures, each in a usual iOS layout
/// (MVC `Controllers/`, MVP a folder per screen, MVVM-C `Coordinators/` and `Scenes/`, VIPER
/// `Modules/<Screen>/<Part>/` with the view as view controller, VIP `Scenes/<Scene>/`), read with
/// default rules and no configuration.
@Suite struct ArchitecturesFixtureTests {
    static var tree: URL {
        Fixtures.folder("architectures")
    }

    static func collect() throws -> MetricsSnapshot {
        return try collectSnapshot(root: tree)
    }

    /// Variant → file name → "role screen" (the screen left out when the file has none).
    static let expected: [String: [String: String]] = [
        "MVC": [
            "ThingDetailViewController.swift": "viewController ThingDetail",
            "ThingListViewController.swift": "viewController ThingList",
            "Thing.swift": "shared",
            "Formatter.swift": "shared",
            "LoadingView.swift": "shared",
            "ThingListViewControllerTests.swift": "test",
        ],
        "MVP": [
            "Thing.swift": "shared",
            "ThingDetailPresenter.swift": "presenter ThingDetail",
            "ThingDetailViewController.swift": "viewController ThingDetail",
            "ThingListViewController.swift": "viewController ThingList",
            "ThingsListPresenter.swift": "presenter",
            "Formatter.swift": "shared",
            "LoadingView.swift": "shared",
            "ThingDetailPresenterTests.swift": "test",
        ],
        "MVVM-C": [
            "AppCoordinator.swift": "coordinator",
            "Coordinator.swift": "coordinator",
            "ThingListCoordinator.swift": "coordinator ThingList",
            "Thing.swift": "shared",
            "ThingDetailViewController.swift": "viewController ThingDetail",
            "ThingDetailViewModel.swift": "viewModel ThingDetail",
            "ThingListViewController.swift": "viewController ThingList",
            "ThingListViewModel.swift": "viewModel ThingList",
            "Formatter.swift": "shared",
            "LoadingView.swift": "shared",
        ],
        "VIPER": [
            "Thing.swift": "shared",
            "ThingDetailInteractor.swift": "interactor ThingDetail",
            "ThingDetailPresenter.swift": "presenter ThingDetail",
            "ThingDetailRouter.swift": "router ThingDetail",
            "ThingDetailProtocols.swift": "contract ThingDetail",
            "ThingDetailView.swift": "view ThingDetail",
            "ThingListInteractor.swift": "interactor ThingList",
            "ThingListPresenter.swift": "presenter ThingList",
            "ThingListRouter.swift": "router ThingList",
            "ThingListProtocols.swift": "contract ThingList",
            "ThingListView.swift": "view ThingList",
            "Formatter.swift": "shared",
            "LoadingView.swift": "shared",
            "ThingListInteractorTests.swift": "test",
            "ThingListPresenterTests.swift": "test",
        ],
        "VIP": [
            "Thing.swift": "shared",
            "ThingDetailConfigurator.swift": "assembly ThingDetail",
            "ThingDetailInteractor.swift": "interactor ThingDetail",
            "ThingDetailModels.swift": "sceneModel ThingDetail",
            "ThingDetailPresenter.swift": "presenter ThingDetail",
            "ThingDetailRouter.swift": "router ThingDetail",
            "ThingDetailViewController.swift": "viewController ThingDetail",
            "ThingDetailWorker.swift": "worker ThingDetail",
            "ThingListConfigurator.swift": "assembly ThingList",
            "ThingListInteractor.swift": "interactor ThingList",
            "ThingListModels.swift": "sceneModel ThingList",
            "ThingListPresenter.swift": "presenter ThingList",
            "ThingListRouter.swift": "router ThingList",
            "ThingListViewController.swift": "viewController ThingList",
            "ThingListWorker.swift": "worker ThingList",
            "Formatter.swift": "shared",
            "LoadingView.swift": "shared",
            "ThingListInteractorTests.swift": "test",
        ],
    ]

    @Test func everyFileHasItsRoleAndScreen() throws {
        let snapshot = try Self.collect()
        #expect(Set(snapshot.variants.map(\.name)) == Set(Self.expected.keys))
        for variant in snapshot.variants {
            let found = Dictionary(
                uniqueKeysWithValues: variant.files.map { file in
                    (
                        String(file.path.split(separator: "/").last!),
                        ([file.role.rawValue] + (file.screen.map { [$0] } ?? []))
                            .joined(separator: " ")
                    )
                })
            #expect(found == Self.expected[variant.name], "\(variant.name)")
        }
    }

    /// Counts lines as `wc -l` does, from the file on disk.
    static func wcL(_ variant: String, _ path: String) throws -> Double {
        let data = try Data(contentsOf: tree.appendingPathComponent("\(variant)/\(path)"))
        return Double(data.filter { $0 == UInt8(ascii: "\n") }.count)
    }

    @Test func interactorAndRouterTablesGiveEachScreensFileLength() throws {
        let snapshot = try Self.collect()
        let tables = SourceTables.tables(snapshot, measure: .physical)
        let cases: [(table: String, variant: String, row: String, path: String)] = [
            (
                "loc.interactor", "VIP", "ThingListInteractor",
                "App/Scenes/ThingList/ThingListInteractor.swift"
            ),
            (
                "loc.interactor", "VIPER", "ThingDetailInteractor",
                "App/Modules/ThingDetail/Interactor/ThingDetailInteractor.swift"
            ),
            (
                "loc.router", "VIP", "ThingDetailRouter",
                "App/Scenes/ThingDetail/ThingDetailRouter.swift"
            ),
            (
                "loc.router", "VIPER", "ThingListRouter",
                "App/Modules/ThingList/Router/ThingListRouter.swift"
            ),
            (
                "loc.contract", "VIPER", "ThingListProtocols",
                "App/Modules/ThingList/ThingListProtocols.swift"
            ),
            (
                "loc.sceneModel", "VIP", "ThingDetailModels",
                "App/Scenes/ThingDetail/ThingDetailModels.swift"
            ),
        ]
        for (id, variant, label, path) in cases {
            let table = try #require(tables.first { $0.id == id }, "\(id)")
            let row = try #require(table.rows.first { $0.label == label }, "\(id) \(label)")
            let column = try #require(table.columnVariants?.firstIndex(of: variant))
            #expect(row.cells[column].value == (try Self.wcL(variant, path)), "\(id) \(label)")
        }
    }

    @Test func flowHoldersTakeNavigationOutOfTheScreens() throws {
        let snapshot = try Self.collect()
        let analysis = try #require(snapshot.analysis)
        for variant in analysis.variants {
            let coupled = variant.coupling.navigationScreenPairs.map { "\($0.from)→\($0.to)" }
            let joined = variant.coupling.coordinatorScreenPairs.map { "\($0.from)→\($0.to)" }
            let heldByFlowHolders = ["MVVM-C", "VIPER", "VIP"].contains(variant.name)
            // MVC and MVP push the detail screen from the list's view controller.
            let pair = ["ThingList→ThingDetail"]
            #expect(coupled == (heldByFlowHolders ? [] : pair), "\(variant.name)")
            #expect(joined == (heldByFlowHolders ? pair : []), "\(variant.name)")
        }
    }

    /// Each example configuration reads its variant of the fixture as the defaults do, and
    /// changes only what it says it changes (MVVM-C: view models in a table of their own).
    @Test(arguments: [
        ("viper.json", "VIPER"), ("vip-clean-swift.json", "VIP"), ("mvvm-c.json", "MVVM-C"),
    ])
    func exampleConfigurationReadsItsLayout(example: String, variant: String) throws {
        let configuration = try ToolConfiguration.load(
            path: ExampleConfigurationsTests.examples.appendingPathComponent(example),
            root: Self.tree, variantOverrides: [], in: testContext())
        let snapshot = try SourceMetricsCollector.collect(configuration, in: testContext())
        let files = try #require(snapshot.variants.first { $0.name == variant }).files
        let found = Dictionary(
            uniqueKeysWithValues: files.map { file in
                (
                    String(file.path.split(separator: "/").last!),
                    ([file.role.rawValue] + (file.screen.map { [$0] } ?? [])).joined(separator: " ")
                )
            })
        #expect(found == Self.expected[variant])
        let ids = SourceTables.tables(snapshot, measure: .physical).map(\.id)
        #expect(ids.contains("loc.viewModel") == (example == "mvvm-c.json"))
    }

    @Test func aPresenterNamedOneLetterOffItsScreenIsReported() throws {
        let snapshot = try Self.collect()
        let warnings = snapshot.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        let path = "MVP/App/ThingList/ThingsListPresenter.swift"
        #expect(warnings.first?.path.hasSuffix(path) == true)
        #expect(warnings.first?.message.contains("near screen 'ThingList'") == true)
    }
}
