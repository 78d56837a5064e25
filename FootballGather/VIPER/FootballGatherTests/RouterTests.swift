import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// Walks the seven screens through the routers: each module is wired as VIPER wants it (the
/// view controller owns its presenter, the presenter its interactor and router, every back
/// reference is weak), only routers push and pop, results travel back through the routers, and
/// every module is released once its screen leaves the stack, by a router or by "Back".
@MainActor
final class RouterTests: XCTestCase {

    // MARK: - Wiring

    func testStart_showsTheLoginModuleWiredTogether() async throws {
        let app = makeApp()

        let login = try top(LoginViewController.self, in: app)
        let presenter = try XCTUnwrap(login.presenter as? LoginPresenter)
        let interactor = try XCTUnwrap(presenter.interactor as? LoginInteractor)
        let router = try XCTUnwrap(presenter.router as? LoginRouter)
        XCTAssertTrue(presenter.view === login)
        XCTAssertTrue(interactor.presenter === presenter)
        XCTAssertTrue(router.viewController === login)
        XCTAssertEqual(app.navigationController.viewControllers.count, 1)
    }

    func testModule_whenNothingHoldsItsViewController_releasesEveryPart() async throws {
        let app = makeApp()
        weak var weakViewController: GatherViewController?
        weak var weakPresenter: GatherPresenter?
        weak var weakInteractor: GatherInteractor?
        weak var weakRouter: GatherRouter?
        do {
            let viewController = GatherModule.assemble(
                gatherModel: ModelsMockFactory.makeGatherModel(numberOfPlayers: 2),
                dependencies: app.dependencies, output: nil)
            viewController.loadViewIfNeeded()
            let presenter = try XCTUnwrap(viewController.presenter as? GatherPresenter)
            weakViewController = viewController
            weakPresenter = presenter
            weakInteractor = presenter.interactor as? GatherInteractor
            weakRouter = presenter.router as? GatherRouter
            XCTAssertNotNil(weakInteractor)
            XCTAssertNotNil(weakRouter)
        }

        XCTAssertNil(weakViewController)
        XCTAssertNil(weakPresenter, "the view holds its presenter only through the controller")
        XCTAssertNil(weakInteractor, "the interactor holds its presenter weakly")
        XCTAssertNil(weakRouter, "the router holds its view controller weakly")
    }

    // MARK: - Login → PlayerList

    func testLoginRouter_showPlayerList_pushesThePlayerListModule() async throws {
        let app = makeApp()
        let login = try top(LoginViewController.self, in: app)
        let loginRouter = try XCTUnwrap((login.presenter as? LoginPresenter)?.router)

        loginRouter.showPlayerList()

        XCTAssertEqual(stack(app), ["LoginViewController", "PlayerListViewController"])
        let list = try top(PlayerListViewController.self, in: app)
        let listPresenter = try XCTUnwrap(list.presenter as? PlayerListPresenter)
        let listRouter = try XCTUnwrap(listPresenter.router as? PlayerListRouter)
        XCTAssertTrue(listRouter.viewController === list)
        XCTAssertTrue(listRouter.presenter === listPresenter)
    }

    func testPlayerList_whenBackIsTapped_releasesTheModule() async throws {
        let app = makeApp()
        try logIn(app)
        let parts = try moduleParts(of: try top(PlayerListViewController.self, in: app))

        app.navigationController.tapBack()

        XCTAssertEqual(stack(app), ["LoginViewController"])
        parts.assertReleased()
    }

    // MARK: - PlayerList → PlayerAdd

    func testPlayerListRouter_showPlayerAdd_andAddingReloadsTheListAndReleasesAdd() async throws {
        let app = makeApp()
        try logIn(app)
        let list = try top(PlayerListViewController.self, in: app)
        try listRouter(app).showPlayerAdd()
        let parts: ModuleParts
        do {
            let add = try top(PlayerAddViewController.self, in: app)
            parts = try moduleParts(of: add)
            try XCTUnwrap(add.view as? PlayerAddView).playerNameTextField.type("Puyol")

            XCTAssertTrue(try XCTUnwrap(add.navigationItem.rightBarButtonItem).tap())
        }

        XCTAssertTrue(app.navigationController.topViewController === list)
        XCTAssertEqual(list.presenter.numberOfRows, 1, "the list reloaded from the server")
        parts.assertReleased()
    }

    func testPlayerAdd_whenBackIsTapped_releasesTheModule() async throws {
        let app = makeApp()
        try logIn(app)
        try listRouter(app).showPlayerAdd()
        let parts = try moduleParts(of: try top(PlayerAddViewController.self, in: app))

        app.navigationController.tapBack()

        XCTAssertEqual(stack(app), ["LoginViewController", "PlayerListViewController"])
        parts.assertReleased()
    }

    // MARK: - PlayerList → PlayerDetail → PlayerEdit

    func testDetailAndEditRouters_whenEditIsSaved_reportBackToDetailAndList() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        let list = try top(PlayerListViewController.self, in: app)
        let xavi = try XCTUnwrap(app.backend.players(ofUser: username).first { $0.name == "Xavi" })
        try listRouter(app).showPlayerDetails(for: xavi)
        let detail = try top(PlayerDetailViewController.self, in: app)
        XCTAssertEqual(detail.title, "Xavi")
        let detailRouter = try XCTUnwrap((detail.presenter as? PlayerDetailPresenter)?.router)
        let nameRow = try XCTUnwrap(PlayerSection.detailSections(for: xavi).first?.rows.first)

        detailRouter.showEditScreen(
            viewType: .text, playerEditModel: PlayerEditModel(player: xavi, playerRow: nameRow),
            playerItemsEditModel: nil)
        let parts: ModuleParts
        do {
            let edit = try top(PlayerEditViewController.self, in: app)
            parts = try moduleParts(of: edit)
            try XCTUnwrap(edit.view as? PlayerEditView).playerEditTextField
                .replaceText(with: "Xavi H.")
            XCTAssertTrue(try XCTUnwrap(edit.navigationItem.rightBarButtonItem).tap())
        }

        XCTAssertTrue(app.navigationController.topViewController === detail)
        XCTAssertEqual(detail.title, "Xavi H.")
        XCTAssertEqual(
            detail.presenter.rowDescription(at: IndexPath(row: 0, section: 0)), "Xavi H.")
        XCTAssertEqual(
            list.presenter.playerNameDescription(at: IndexPath(row: 1, section: 0)), "Xavi H.")
        parts.assertReleased()
    }

    func testDetailAndEdit_whenBackIsTappedOnEach_releaseBothModules() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let detailParts = try moduleParts(of: try top(PlayerDetailViewController.self, in: app))
        try XCTUnwrap(app.navigationController.topViewController?.view as? PlayerDetailView)
            .playerDetailTableView.selectRow(at: IndexPath(row: 1, section: 0))
        let editParts = try moduleParts(of: try top(PlayerEditViewController.self, in: app))

        app.navigationController.tapBack()
        editParts.assertReleased()
        _ = try top(PlayerDetailViewController.self, in: app)
        app.navigationController.tapBack()

        detailParts.assertReleased()
        XCTAssertEqual(stack(app), ["LoginViewController", "PlayerListViewController"])
    }

    // MARK: - PlayerList → ConfirmPlayers → Gather → back to the list

    func testConfirmAndGatherRouters_whenGatherEnds_popToListAndReleaseBoth() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        let list = try top(PlayerListViewController.self, in: app)
        list.presenter.toggleViewState()
        let players = app.backend.players(ofUser: username)
        try listRouter(app).showConfirmPlayers(with: [.bench: players])
        let confirmParts: ModuleParts
        let gatherParts: ModuleParts
        do {
            let confirm = try top(ConfirmPlayersViewController.self, in: app)
            confirmParts = try moduleParts(of: confirm)
            confirm.presenter.movePlayer(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
            confirm.presenter.movePlayer(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
            confirm.presenter.startGather()
            let gather = try top(GatherViewController.self, in: app)
            gatherParts = try moduleParts(of: gather)
            XCTAssertEqual(
                stack(app),
                [
                    "LoginViewController", "PlayerListViewController",
                    "ConfirmPlayersViewController",
                    "GatherViewController",
                ])
            gather.presenter.toggleTimer()
            XCTAssertEqual(app.clock.activeTimerCount, 1)

            gather.presenter.endGather(teamAScoreLabelText: "3", teamBScoreLabelText: "1")
        }

        XCTAssertTrue(app.navigationController.topViewController === list)
        XCTAssertTrue(list.presenter.isInListViewMode, "the list router toggled the list back")
        XCTAssertEqual(list.navigationItem.rightBarButtonItem?.title, "Select")
        XCTAssertEqual(app.backend.gathers(ofUser: username).first?.score, "3-1")
        XCTAssertEqual(app.clock.activeTimerCount, 0, "the countdown stops with the gather")
        gatherParts.assertReleased()
        confirmParts.assertReleased()
    }

    func testGather_whenBackIsTapped_releasesOnlyTheGatherModule() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        try startGather(app)
        let confirm = try XCTUnwrap(app.navigationController.viewControllers[2])
        let gatherParts = try moduleParts(of: try top(GatherViewController.self, in: app))

        app.navigationController.tapBack()

        XCTAssertTrue(app.navigationController.topViewController === confirm)
        gatherParts.assertReleased()
        let confirmPresenter = try XCTUnwrap(
            (confirm as? ConfirmPlayersViewController)?.presenter as? ConfirmPlayersPresenter)
        XCTAssertNotNil(confirmPresenter.router as? ConfirmPlayersRouter)
    }

    func testWalkThroughAllSevenScreens_everyPushIsARoutersAndTheStackFollows() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        XCTAssertEqual(stack(app), ["LoginViewController"])
        try logIn(app)
        try listRouter(app).showPlayerDetails(
            for: try XCTUnwrap(
                app.backend.players(ofUser: username).first))
        let detailView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? PlayerDetailView)
        detailView.playerDetailTableView.selectRow(at: IndexPath(row: 1, section: 1))
        XCTAssertEqual(
            stack(app),
            [
                "LoginViewController", "PlayerListViewController", "PlayerDetailViewController",
                "PlayerEditViewController",
            ])
        let edit = try top(PlayerEditViewController.self, in: app)
        XCTAssertTrue(edit.presenter.isSelectionViewType, "Skill opens in selection mode")

        let list = try XCTUnwrap(app.navigationController.viewControllers[1])
        app.navigationController.popToViewController(list, animated: true)
        try listRouter(app).showPlayerAdd()
        XCTAssertEqual(stack(app).last, "PlayerAddViewController")
        app.navigationController.tapBack()
        try startGather(app)

        XCTAssertEqual(
            stack(app),
            [
                "LoginViewController", "PlayerListViewController", "ConfirmPlayersViewController",
                "GatherViewController",
            ])
    }

    // MARK: - Helpers

    private let username = ModelsMockFactory.username

    @MainActor
    private struct TestApp {
        let app: AppDelegate
        let backend: InMemoryBackend
        let clock: ManualClock
        let dependencies: AppDependencies
        var navigationController: UINavigationController { app.navigationController }
    }

    /// Weak references to the four parts of a module, to check they are all gone.
    @MainActor
    private struct ModuleParts {
        weak var viewController: UIViewController?
        weak var presenter: AnyObject?
        weak var interactor: AnyObject?
        weak var router: AnyObject?

        func assertReleased(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertNil(viewController, "view controller", file: file, line: line)
            XCTAssertNil(presenter, "presenter", file: file, line: line)
            XCTAssertNil(interactor, "interactor", file: file, line: line)
            XCTAssertNil(router, "router", file: file, line: line)
        }
    }

    private func moduleParts(of viewController: UIViewController) throws -> ModuleParts {
        let presenter: AnyObject
        let interactor: AnyObject
        let router: AnyObject
        switch viewController {
        case let screen as PlayerListViewController:
            let p = try XCTUnwrap(screen.presenter as? PlayerListPresenter)
            (presenter, interactor, router) = (p, p.interactor, p.router)
        case let screen as PlayerAddViewController:
            let p = try XCTUnwrap(screen.presenter as? PlayerAddPresenter)
            (presenter, interactor, router) = (p, p.interactor, p.router)
        case let screen as PlayerDetailViewController:
            let p = try XCTUnwrap(screen.presenter as? PlayerDetailPresenter)
            (presenter, interactor, router) = (p, p.interactor, p.router)
        case let screen as PlayerEditViewController:
            let p = try XCTUnwrap(screen.presenter as? PlayerEditPresenter)
            (presenter, interactor, router) = (p, p.interactor, p.router)
        case let screen as ConfirmPlayersViewController:
            let p = try XCTUnwrap(screen.presenter as? ConfirmPlayersPresenter)
            (presenter, interactor, router) = (p, p.interactor, p.router)
        case let screen as GatherViewController:
            let p = try XCTUnwrap(screen.presenter as? GatherPresenter)
            (presenter, interactor, router) = (p, p.interactor, p.router)
        default:
            throw XCTSkip("no module parts for \(type(of: viewController))")
        }
        return ModuleParts(
            viewController: viewController, presenter: presenter, interactor: interactor,
            router: router)
    }

    private func makeApp(playerNames: [String] = []) -> TestApp {
        let backend = InMemoryBackend()
        backend.registerUser(username: username, password: Crypto.hash(ModelsMockFactory.password))
        for name in playerNames {
            backend.addPlayer(PlayerCreateModel(name: name), forUser: username)
        }
        let clock = ManualClock()
        let dependencies = AppDependencies(
            environment: .inMemory(backend: backend), tickSource: clock)
        let app = AppDelegate(dependencies: dependencies)
        app.applicationDidFinishLaunching()
        return TestApp(app: app, backend: backend, clock: clock, dependencies: dependencies)
    }

    private func stack(_ app: TestApp) -> [String] {
        app.navigationController.viewControllers.map { "\(type(of: $0))" }
    }

    private func top<Screen: UIViewController>(
        _ type: Screen.Type, in app: TestApp, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        try XCTUnwrap(
            app.navigationController.topViewController as? Screen, "expected \(Screen.self) on top",
            file: file, line: line)
    }

    private func logIn(_ app: TestApp) throws {
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)
        loginView.usernameTextField.replaceText(with: username)
        loginView.passwordTextField.replaceText(with: ModelsMockFactory.password)
        XCTAssertTrue(loginView.loginButton.tap())
        _ = try top(PlayerListViewController.self, in: app)
    }

    private func listView(_ app: TestApp) throws -> PlayerListView {
        let list = try XCTUnwrap(
            app.navigationController.viewControllers.first { $0 is PlayerListViewController })
        return try XCTUnwrap(list.view as? PlayerListView)
    }

    private func listRouter(_ app: TestApp) throws -> PlayerListRouter {
        let list = try XCTUnwrap(
            app.navigationController.viewControllers.first { $0 is PlayerListViewController }
                as? PlayerListViewController)
        return try XCTUnwrap((list.presenter as? PlayerListPresenter)?.router as? PlayerListRouter)
    }

    private func startGather(_ app: TestApp) throws {
        let list = try top(PlayerListViewController.self, in: app)
        let listView = try listView(app)
        try XCTUnwrap(list.navigationItem.rightBarButtonItem).tap()
        listView.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        listView.playerTableView.selectRow(at: IndexPath(row: 1, section: 0))
        XCTAssertTrue(listView.actionButton.tap())
        let confirmView = try XCTUnwrap(
            try top(ConfirmPlayersViewController.self, in: app).view as? ConfirmPlayersView)
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        XCTAssertTrue(confirmView.startGatherButton.tap())
        _ = try top(GatherViewController.self, in: app)
    }
}
