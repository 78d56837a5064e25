import Foundation
import TestSupport
import Testing

@testable import ArchMetricsModel
@testable import ArchMetricsReporting
@testable import SwiftScanning

/// Default rules on VIPER, VIP (Clean Swift) and MVP trees in the usual iOS layouts: every
/// interactor, router, assembly, contract and scene-model file in a role of its own, routers
/// holding the flow, and a misspelt screen name kept in its role and reported.
@Suite struct ArchitectureRolesTests {
    /// Writes `files` (path → source) under a fresh folder and returns it.
    static func tree(_ files: [String: String]) throws -> URL {
        let root = try makeTemporaryFolder()
        for (path, source) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func viperScreen(_ screen: String, next: String?) -> [String: String] {
        let folder = "VIPER/App/Modules/\(screen)/\(screen)"
        let route = next.map { "func show\($0)() { _ = \($0)Module().build() }" } ?? ""
        return [
            "\(folder)ViewController.swift": """
            final class \(screen)ViewController: UIViewController {
                var presenter: \(screen)ViewToPresenterProtocol?
                func tapped() { presenter?.didTap() }
            }
            """,
            "\(folder)Presenter.swift": """
            final class \(screen)Presenter: \(screen)ViewToPresenterProtocol {
                var interactor: \(screen)PresenterToInteractorProtocol?
                var router: \(screen)PresenterToRouterProtocol?
                func didTap() { if interactor?.canGo() == true { router?.next() } }
            }
            """,
            "\(folder)Interactor.swift": """
            final class \(screen)Interactor: \(screen)PresenterToInteractorProtocol {
                func canGo() -> Bool { true }
            }
            """,
            "\(folder)Router.swift": """
            final class \(screen)Router: \(screen)PresenterToRouterProtocol {
                func next() {}
                \(route)
            }
            """,
            "\(folder)Module.swift": """
            final class \(screen)Module {
                func build() -> \(screen)ViewController {
                    let view = \(screen)ViewController()
                    let presenter = \(screen)Presenter()
                    presenter.interactor = \(screen)Interactor()
                    presenter.router = \(screen)Router()
                    view.presenter = presenter
                    return view
                }
            }
            """,
            "\(folder)Protocols.swift": """
            protocol \(screen)ViewToPresenterProtocol: AnyObject {
                func didTap()
            }
            protocol \(screen)PresenterToInteractorProtocol: AnyObject { func canGo() -> Bool }
            protocol \(screen)PresenterToRouterProtocol: AnyObject { func next() }
            """,
        ]
    }

    static let vipScreen: [String: String] = [
        "VIP/App/Scenes/Gather/GatherViewController.swift": """
        final class GatherViewController: UIViewController {
            var interactor: GatherBusinessLogic?
            func endGather() { interactor?.endGather(request: Gather.EndGather.Request()) }
        }
        """,
        "VIP/App/Scenes/Gather/GatherInteractor.swift": """
        protocol GatherBusinessLogic { func endGather(request: Gather.EndGather.Request) }
        final class GatherInteractor: GatherBusinessLogic {
            var presenter: GatherPresenter?
            func endGather(request: Gather.EndGather.Request) { presenter?.present() }
        }
        """,
        "VIP/App/Scenes/Gather/GatherPresenter.swift": """
        final class GatherPresenter { func present() {} }
        """,
        "VIP/App/Scenes/Gather/GatherRouter.swift": """
        final class GatherRouter { func routeToList() {} }
        """,
        "VIP/App/Scenes/Gather/GatherConfigurator.swift": """
        enum GatherConfigurator {
            static func configure(_ viewController: GatherViewController) {
                let interactor = GatherInteractor()
                interactor.presenter = GatherPresenter()
                viewController.interactor = interactor
            }
        }
        """,
        "VIP/App/Scenes/Gather/GatherModels.swift": """
        enum Gather {
            enum EndGather {
                struct Request {}
                struct Response { var ok: Bool }
                struct ViewModel { var message: String }
            }
        }
        """,
        "VIP/App/Scenes/Gather/GatherWorker.swift": """
        final class GatherWorker { func save() {} }
        """,
    ]

    static let mvpNearMiss: [String: String] = [
        "MVP/App/ThingListViewController.swift": """
        final class ThingListViewController: UIViewController {}
        """,
        "MVP/App/ThingsListPresenter.swift": """
        final class ThingsListPresenter { func load() {} }
        """,
        "MVP/App/EmptyView.swift": """
        final class EmptyView: UIView {}
        """,
    ]

    func snapshot() throws -> (MetricsSnapshot, URL) {
        var files = Self.viperScreen("Login", next: "Gather")
        files.merge(Self.viperScreen("Gather", next: nil)) { $1 }
        files.merge(Self.vipScreen) { $1 }
        files.merge(Self.mvpNearMiss) { $1 }
        let root = try Self.tree(files)
        return (try collectSnapshot(root: root), root)
    }

    func file(_ snapshot: MetricsSnapshot, _ variant: String, _ suffix: String) throws
        -> ClassifiedFile
    {
        let files = try #require(snapshot.variants.first { $0.name == variant }).files
        return try #require(files.first { $0.path.hasSuffix(suffix) }, "\(suffix)")
    }

    @Test func viperFilesGetTheirOwnRolesAndScreens() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let expected: [(String, Role)] = [
            ("GatherInteractor.swift", .interactor), ("GatherRouter.swift", .router),
            ("GatherModule.swift", .assembly), ("GatherProtocols.swift", .contract),
            ("GatherPresenter.swift", .presenter), ("GatherViewController.swift", .viewController),
        ]
        for (suffix, role) in expected {
            let file = try file(snapshot, "VIPER", "Modules/Gather/" + suffix)
            #expect(file.role == role, "\(suffix): \(file.reason)")
            #expect(file.screen == "Gather", "\(suffix)")
        }
        // The contract file is named for its screen, not for its largest protocol.
        let contract = try file(snapshot, "VIPER", "GatherProtocols.swift")
        #expect(contract.reason.contains("file name"))
    }

    @Test func vipFilesGetTheirOwnRolesAndScreens() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let expected: [(String, Role)] = [
            ("GatherInteractor.swift", .interactor), ("GatherRouter.swift", .router),
            ("GatherConfigurator.swift", .assembly), ("GatherModels.swift", .sceneModel),
            ("GatherWorker.swift", .worker), ("GatherPresenter.swift", .presenter),
        ]
        for (suffix, role) in expected {
            let file = try file(snapshot, "VIP", "Scenes/Gather/" + suffix)
            #expect(file.role == role, "\(suffix): \(file.reason)")
            #expect(file.screen == "Gather", "\(suffix)")
        }
    }

    @Test func everyRolePresentGetsItsOwnTableInFlowOrder() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let ids = SourceTables.tables(snapshot, measure: .physical).map(\.id)
            .filter { $0.hasPrefix("loc.") }
        #expect(
            ids == [
                "loc.router", "loc.viewController", "loc.presenter", "loc.interactor",
                "loc.worker", "loc.assembly", "loc.contract", "loc.sceneModel",
            ])
        let interactors = try #require(
            SourceTables.tables(snapshot, measure: .physical).first { $0.id == "loc.interactor" })
        let interactorFile = try file(snapshot, "VIPER", "Modules/Login/LoginInteractor.swift")
        let login = try #require(interactors.rows.first { $0.label == "LoginInteractor" })
        let column = try #require(interactors.columnVariants?.firstIndex(of: "VIPER"))
        #expect(login.cells[column].value == Double(interactorFile.lines.physical))
    }

    @Test func routersHoldTheFlowWithoutNavigationCoupling() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let viper = try #require(snapshot.analysis?.variants.first { $0.name == "VIPER" })
        #expect(viper.coupling.navigationEdges.isEmpty)
        #expect(
            viper.coupling.coordinatorScreenPairs.map { "\($0.from)→\($0.to)" } == ["Login→Gather"])
        #expect(viper.coupling.coordinatorEdges.allSatisfy { $0.fromRole == .router })
        let markdown = ArchitectureAnalysisReport.markdown(
            snapshot.analysis!, focusVariant: snapshot.focusVariant, toolCommand: "archmetrics")
        #expect(markdown.contains("s_Login -.->|router| s_Gather"))
        #expect(markdown.contains("Screen pairs joined by routers"))
    }

    @Test func aNearMissScreenKeepsTheRoleAndIsReported() throws {
        let (snapshot, root) = try snapshot()
        defer { try? FileManager.default.removeItem(at: root) }
        let presenter = try file(snapshot, "MVP", "ThingsListPresenter.swift")
        #expect(presenter.role == .presenter)
        #expect(presenter.screen == nil)
        #expect(presenter.reason.contains("near screen 'ThingList'"))
        #expect(
            snapshot.diagnostics.contains {
                $0.path.hasSuffix("ThingsListPresenter.swift") && $0.message.contains("ThingList")
            })
        // A reusable part near no screen stays shared, as before.
        #expect(try file(snapshot, "MVP", "EmptyView.swift").role == .shared)
        let presenters = try #require(
            SourceTables.tables(snapshot, measure: .physical).first { $0.id == "loc.presenter" })
        #expect(presenters.rows.contains { $0.label == "ThingsListPresenter" })
    }

    /// VIP and VIPER laid out with a folder per screen but no `Scenes/` or `Modules/` above
    /// them, and a VIPER view that is the view controller (`ThingListView: UIViewController`).
    static let folderlessLayouts: [String: String] = [
        "VIP/App/ThingList/ThingListViewController.swift": """
        final class ThingListViewController: UIViewController {}
        """,
        "VIP/App/ThingList/ThingListConfigurator.swift": """
        enum ThingListConfigurator { static func configure() {} }
        """,
        "VIP/App/ThingList/ThingListModel.swift": """
        enum ThingList { enum Load { struct Request {} } }
        """,
        "VIP/App/ThingList/ThingListInteractor.swift": """
        final class ThingListInteractor {}
        """,
        "VIPER/App/ThingList/ThingListView.swift": """
        final class ThingListView: UIViewController {}
        """,
        "VIPER/App/ThingList/ThingListPresenter.swift": """
        final class ThingListPresenter {}
        """,
        "VIPER/App/ThingList/ThingListRouter.swift": """
        final class ThingListRouter {}
        """,
        "VIPER/App/ThingList/ThingListBuilder.swift": """
        final class ThingListBuilder {}
        """,
        // The app's own flow: two flow holders make no screen.
        "VIPER/App/AppCoordinator.swift": """
        final class AppCoordinator {}
        """,
        "VIPER/App/AppRouter.swift": """
        final class AppRouter {}
        """,
        "VIPER/App/LoadingView.swift": """
        final class LoadingView: UIView {}
        """,
        // A model type named like no screen is not a scene model outside a screen folder.
        "VIPER/App/PlayerModel.swift": """
        struct PlayerModel {}
        """,
    ]

    @Test func screensAreKnownWithoutScreenFoldersOrViewControllers() throws {
        let root = try Self.tree(Self.folderlessLayouts)
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshot = try collectSnapshot(root: root)
        let expected: [(String, String, Role, String?)] = [
            ("VIP", "ThingListConfigurator.swift", .assembly, "ThingList"),
            ("VIP", "ThingListModel.swift", .sceneModel, "ThingList"),
            ("VIP", "ThingListInteractor.swift", .interactor, "ThingList"),
            ("VIPER", "ThingListView.swift", .view, "ThingList"),
            ("VIPER", "ThingListPresenter.swift", .presenter, "ThingList"),
            ("VIPER", "ThingListRouter.swift", .router, "ThingList"),
            ("VIPER", "ThingListBuilder.swift", .assembly, "ThingList"),
            ("VIPER", "AppCoordinator.swift", .coordinator, nil),
            ("VIPER", "AppRouter.swift", .router, nil),
            ("VIPER", "LoadingView.swift", .shared, nil),
            ("VIPER", "PlayerModel.swift", .shared, nil),
        ]
        for (variant, suffix, role, screen) in expected {
            let file = try file(snapshot, variant, "/" + suffix)
            #expect(file.role == role, "\(variant) \(suffix): \(file.reason)")
            #expect(file.screen == screen, "\(variant) \(suffix): \(file.reason)")
        }
        #expect(snapshot.diagnostics.isEmpty)
    }

    @Test func aViperViewThatIsAViewControllerIsANavigationTarget() throws {
        // The detail screen's view builds the list's view itself: navigation coupling, though
        // neither file's role is "view controller".
        let root = try Self.tree([
            "VIPER/App/Modules/List/ListView.swift": """
            final class ListView: UIViewController {}
            """,
            "VIPER/App/Modules/Detail/DetailView.swift": """
            final class DetailView: UIViewController {
                func back() { present(ListView(), animated: true) }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let snapshot = try collectSnapshot(root: root)
        let viper = try #require(snapshot.analysis?.variants.first)
        let pairs = viper.coupling.navigationScreenPairs.map { "\($0.from)→\($0.to)" }
        #expect(pairs == ["Detail→List"])
    }
}
