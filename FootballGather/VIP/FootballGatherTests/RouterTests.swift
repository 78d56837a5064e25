import FootballGatherComponents
import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// Walks the seven scenes through the routers: each scene is wired as Clean Swift wants it (the
/// view controller owns its interactor and router, the interactor its presenter, the presenter
/// and router hold the view controller weakly), only routers push and pop, data goes forward
/// through the data stores and results come back through the routers, and every scene is
/// released once its screen leaves the stack, by a router or by "Back".
@MainActor
final class RouterTests: XCTestCase {

    // MARK: - Wiring

    func testStart_showsTheLoginSceneWiredTogether() async throws {
        let app = makeApp()

        let login = try top(LoginViewController.self, in: app)
        let interactor = try XCTUnwrap(login.interactor as? LoginInteractor)
        let presenter = try XCTUnwrap(interactor.presenter as? LoginPresenter)
        let router = try XCTUnwrap(login.router as? LoginRouter)
        XCTAssertTrue(presenter.viewController === login)
        XCTAssertTrue(router.viewController === login)
        XCTAssertEqual(stack(app), ["LoginViewController"])
    }

    func testScene_whenNothingHoldsItsViewController_releasesEveryPart() async throws {
        let app = makeApp()
        let parts: SceneParts
        do {
            let viewController = GatherConfigurator.makeScene(
                gatherModel: ModelsMockFactory.makeGatherModel(numberOfPlayers: 2),
                dependencies: app.dependencies, delegate: nil)
            viewController.loadViewIfNeeded()
            parts = try sceneParts(of: viewController)
            XCTAssertNotNil(parts.presenter)
        }

        parts.assertReleased()
    }

    // MARK: - Login → PlayerList

    func testLoginRouter_routeToPlayerList_pushesThePlayerListScene() async throws {
        let app = makeApp()
        let login = try top(LoginViewController.self, in: app)

        try XCTUnwrap(login.router).routeToPlayerList()

        XCTAssertEqual(stack(app), ["LoginViewController", "PlayerListViewController"])
        let list = try top(PlayerListViewController.self, in: app)
        let listRouter = try XCTUnwrap(list.router as? PlayerListRouter)
        XCTAssertTrue(listRouter.viewController === list)
        XCTAssertTrue(listRouter.dataStore === list.interactor, "the router reads the interactor")
    }

    func testPlayerList_whenBackIsTapped_releasesTheScene() async throws {
        let app = makeApp()
        try logIn(app)
        let parts = try sceneParts(of: try top(PlayerListViewController.self, in: app))

        app.navigationController.tapBack()

        XCTAssertEqual(stack(app), ["LoginViewController"])
        parts.assertReleased()
    }

    // MARK: - PlayerList → PlayerAdd

    func testListRouter_routeToPlayerAdd_andAddingReloadsTheListAndReleasesAdd() async throws {
        let app = makeApp()
        try logIn(app)
        try listRouter(app).routeToPlayerAdd()
        let parts: SceneParts
        do {
            let add = try top(PlayerAddViewController.self, in: app)
            parts = try sceneParts(of: add)
            try XCTUnwrap(add.view as? PlayerAddView).playerNameTextField.type("Puyol")

            XCTAssertTrue(try XCTUnwrap(add.navigationItem.rightBarButtonItem).tap())
        }

        _ = try top(PlayerListViewController.self, in: app)
        XCTAssertEqual(
            try listView(app).playerTableView.numberOfRows(inSection: 0), 1,
            "the list reloaded from the server")
        parts.assertReleased()
    }

    func testPlayerAdd_whenBackIsTapped_releasesTheScene() async throws {
        let app = makeApp()
        try logIn(app)
        try listRouter(app).routeToPlayerAdd()
        let parts = try sceneParts(of: try top(PlayerAddViewController.self, in: app))

        app.navigationController.tapBack()

        XCTAssertEqual(stack(app), ["LoginViewController", "PlayerListViewController"])
        parts.assertReleased()
    }

    // MARK: - PlayerList → PlayerDetail → PlayerEdit

    func testDetailRouter_passesThePickedRowToEditAndBringsTheSavedPlayerBack() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 1, section: 0))
        let detail = try top(PlayerDetailViewController.self, in: app)
        XCTAssertEqual(detail.title, "Xavi")
        XCTAssertEqual(try XCTUnwrap(detail.router?.dataStore?.player.name), "Xavi")
        try XCTUnwrap(detail.view as? PlayerDetailView).playerDetailTableView
            .selectRow(at: IndexPath(row: 0, section: 0))
        let parts: SceneParts
        do {
            let edit = try top(PlayerEditViewController.self, in: app)
            XCTAssertEqual(edit.title, "Name")
            parts = try sceneParts(of: edit)
            try XCTUnwrap(edit.view as? PlayerEditView).playerEditTextField
                .replaceText(with: "Xavi H.")
            XCTAssertTrue(try XCTUnwrap(edit.navigationItem.rightBarButtonItem).tap())
        }

        XCTAssertTrue(app.navigationController.topViewController === detail)
        XCTAssertEqual(detail.title, "Xavi H.")
        XCTAssertEqual(detail.router?.dataStore?.player.name, "Xavi H.")
        let cell = try listView(app).playerTableView.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual((cell as? PlayerTableViewCell)?.nameLabel.text, "Xavi H.")
        parts.assertReleased()
    }

    func testDetailAndEdit_whenBackIsTappedOnEach_releaseBothScenes() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let detailParts = try sceneParts(of: try top(PlayerDetailViewController.self, in: app))
        try XCTUnwrap(app.navigationController.topViewController?.view as? PlayerDetailView)
            .playerDetailTableView.selectRow(at: IndexPath(row: 1, section: 0))
        let editParts = try sceneParts(of: try top(PlayerEditViewController.self, in: app))

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
        let confirmParts: SceneParts
        let gatherParts: SceneParts
        do {
            try startGather(app)
            let gather = try top(GatherViewController.self, in: app)
            let confirm = try XCTUnwrap(
                app.navigationController.viewControllers[2] as? ConfirmPlayersViewController)
            XCTAssertTrue(
                gather.router?.dataStore?.gatherModel == confirm.router?.dataStore?.gatherModel,
                "the confirm router passed its gather on")
            confirmParts = try sceneParts(of: confirm)
            gatherParts = try sceneParts(of: gather)
            gather.interactor?.toggleTimer(request: Gather.ToggleTimer.Request())
            XCTAssertEqual(app.clock.activeTimerCount, 1)

            gather.interactor?.endGather(
                request: Gather.EndGather.Request(teamAScore: "3", teamBScore: "1"))
        }

        XCTAssertTrue(app.navigationController.topViewController === list)
        XCTAssertEqual(list.navigationItem.rightBarButtonItem?.title, "Select")
        XCTAssertEqual(list.title, "Players")
        XCTAssertEqual(app.backend.gathers(ofUser: username).first?.score, "3-1")
        XCTAssertEqual(app.clock.activeTimerCount, 0, "the countdown stops with the gather")
        gatherParts.assertReleased()
        confirmParts.assertReleased()
    }

    func testGather_whenBackIsTapped_releasesOnlyTheGatherScene() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        try startGather(app)
        let confirm = try XCTUnwrap(app.navigationController.viewControllers[2])
        let gatherParts = try sceneParts(of: try top(GatherViewController.self, in: app))

        app.navigationController.tapBack()

        XCTAssertTrue(app.navigationController.topViewController === confirm)
        gatherParts.assertReleased()
    }

    func testListRouter_routeToConfirmPlayers_passesTheSelectedPlayersOnTheBench() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi", "Iniesta"])
        try logIn(app)
        let list = try top(PlayerListViewController.self, in: app)
        try XCTUnwrap(list.navigationItem.rightBarButtonItem).tap()
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 2, section: 0))
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))

        try listRouter(app).routeToConfirmPlayers()

        let confirmView = try XCTUnwrap(
            try top(ConfirmPlayersViewController.self, in: app).view as? ConfirmPlayersView)
        let table = confirmView.playerTableView
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(
            table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Messi")
        XCTAssertEqual(
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Iniesta")
    }

    func testWalkThroughAllSevenScenes_everyPushIsARoutersAndTheStackFollows() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        XCTAssertEqual(stack(app), ["LoginViewController"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        try XCTUnwrap(app.navigationController.topViewController?.view as? PlayerDetailView)
            .playerDetailTableView.selectRow(at: IndexPath(row: 1, section: 1))
        XCTAssertEqual(
            stack(app),
            [
                "LoginViewController", "PlayerListViewController", "PlayerDetailViewController",
                "PlayerEditViewController",
            ])
        let editView = try XCTUnwrap(
            try top(PlayerEditViewController.self, in: app).view as? PlayerEditView)
        XCTAssertFalse(editView.playerTableView.isHidden, "Skill opens in selection mode")

        let list = try XCTUnwrap(app.navigationController.viewControllers[1])
        app.navigationController.popToViewController(list, animated: true)
        try listRouter(app).routeToPlayerAdd()
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

    /// Weak references to the four parts of a scene, to check they are all gone.
    @MainActor
    private struct SceneParts {
        weak var viewController: UIViewController?
        weak var interactor: AnyObject?
        weak var presenter: AnyObject?
        weak var router: AnyObject?

        func assertReleased(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertNil(viewController, "view controller", file: file, line: line)
            XCTAssertNil(interactor, "interactor", file: file, line: line)
            XCTAssertNil(presenter, "presenter", file: file, line: line)
            XCTAssertNil(router, "router", file: file, line: line)
        }
    }

    private func sceneParts(of viewController: UIViewController) throws -> SceneParts {
        let interactor: AnyObject
        let presenter: AnyObject
        let router: AnyObject
        switch viewController {
        case let scene as PlayerListViewController:
            let i = try XCTUnwrap(scene.interactor as? PlayerListInteractor)
            (interactor, presenter, router) = (
                i, try XCTUnwrap(i.presenter), try XCTUnwrap(scene.router)
            )
        case let scene as PlayerAddViewController:
            let i = try XCTUnwrap(scene.interactor as? PlayerAddInteractor)
            (interactor, presenter, router) = (
                i, try XCTUnwrap(i.presenter), try XCTUnwrap(scene.router)
            )
        case let scene as PlayerDetailViewController:
            let i = try XCTUnwrap(scene.interactor as? PlayerDetailInteractor)
            (interactor, presenter, router) = (
                i, try XCTUnwrap(i.presenter), try XCTUnwrap(scene.router)
            )
        case let scene as PlayerEditViewController:
            let i = try XCTUnwrap(scene.interactor as? PlayerEditInteractor)
            (interactor, presenter, router) = (
                i, try XCTUnwrap(i.presenter), try XCTUnwrap(scene.router)
            )
        case let scene as ConfirmPlayersViewController:
            let i = try XCTUnwrap(scene.interactor as? ConfirmPlayersInteractor)
            (interactor, presenter, router) = (
                i, try XCTUnwrap(i.presenter), try XCTUnwrap(scene.router)
            )
        case let scene as GatherViewController:
            let i = try XCTUnwrap(scene.interactor as? GatherInteractor)
            (interactor, presenter, router) = (
                i, try XCTUnwrap(i.presenter), try XCTUnwrap(scene.router)
            )
        default:
            throw XCTSkip("no scene parts for \(type(of: viewController))")
        }
        return SceneParts(
            viewController: viewController, interactor: interactor, presenter: presenter,
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
        return try XCTUnwrap(list.router as? PlayerListRouter)
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
