import FootballGatherComponents
import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// Walks each flow of the MVP-C app and checks the coordinator tree after every step, and that
/// no coordinator or view controller outlives its screen once it is popped, by code or by "Back".
@MainActor
final class CoordinatorTests: XCTestCase {

    // MARK: - Start and login

    func testStart_showsLoginUnderTheAppCoordinator() async throws {
        let app = makeApp()

        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator]")
        XCTAssertTrue(app.navigationController.delegate === app.appCoordinator)
        let login = try XCTUnwrap(
            app.navigationController.topViewController as? LoginViewController)
        XCTAssertTrue(login.coordinator === app.appCoordinator.childCoordinators.first)
        XCTAssertTrue(login.coordinator?.parent === app.appCoordinator)
    }

    func testLogin_pushesPlayerListUnderTheLoginCoordinator() async throws {
        let app = makeApp()

        try logIn(app)

        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator[PlayerListCoordinator]]")
        let playerList = try XCTUnwrap(
            app.navigationController.topViewController as? PlayerListViewController)
        XCTAssertTrue(playerList.coordinator?.parent is LoginCoordinator)
    }

    func testPlayerList_whenBackIsTapped_releasesThePlayerListCoordinator() async throws {
        let app = makeApp()
        try logIn(app)
        weak let playerListViewController =
            app.navigationController.topViewController as? PlayerListViewController
        weak let playerListCoordinator = playerListViewController?.coordinator
        XCTAssertNotNil(playerListCoordinator)

        app.navigationController.tapBack()

        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator]")
        XCTAssertNil(playerListViewController)
        XCTAssertNil(playerListCoordinator)
    }

    // MARK: - login → list → detail → edit → back

    func testDetailFlow_whenEditIsSaved_popsAndReleasesTheEditScreen() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[PlayerDetailCoordinator]]]")
        let detail = try XCTUnwrap(
            app.navigationController.topViewController as? PlayerDetailViewController)
        try XCTUnwrap(detail.view as? PlayerDetailView).playerDetailTableView.selectRow(
            at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[PlayerDetailCoordinator[PlayerEditCoordinator]]]]"
        )
        weak let editViewController =
            app.navigationController.topViewController as? PlayerEditViewController
        weak let editCoordinator = editViewController?.coordinator
        XCTAssertTrue(
            editCoordinator?.parent === detail.coordinator, "the edit coordinator knows its parent")

        (editViewController?.view as? PlayerEditView)?.playerEditTextField.replaceText(with: "36")
        XCTAssertEqual(editViewController?.navigationItem.rightBarButtonItem?.tap(), true)

        XCTAssertTrue(app.navigationController.topViewController === detail)
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[PlayerDetailCoordinator]]]")
        XCTAssertNil(editViewController)
        XCTAssertNil(editCoordinator)
        XCTAssertEqual(app.backend.players(ofUser: ModelsMockFactory.username).first?.age, 36)
    }

    func testDetailFlow_whenBackIsTappedOnEachScreen_releasesEveryCoordinatorAndScreen()
        async throws
    {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        weak let detailViewController =
            app.navigationController.topViewController as? PlayerDetailViewController
        weak let detailCoordinator = detailViewController?.coordinator
        (detailViewController?.view as? PlayerDetailView)?.playerDetailTableView.selectRow(
            at: IndexPath(row: 0, section: 1))
        weak let editViewController =
            app.navigationController.topViewController as? PlayerEditViewController
        weak let editCoordinator = editViewController?.coordinator
        XCTAssertNotNil(editCoordinator)

        XCTAssertNotNil(app.navigationController.tapBack())
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[PlayerDetailCoordinator]]]")
        XCTAssertNil(editViewController)
        XCTAssertNil(editCoordinator)

        XCTAssertNotNil(app.navigationController.tapBack())
        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator[PlayerListCoordinator]]")
        XCTAssertNil(detailViewController)
        XCTAssertNil(detailCoordinator)
        XCTAssertTrue(app.navigationController.topViewController is PlayerListViewController)
    }

    func testDetailFlow_whenEditIsSaved_reportsTheEditUpToTheList() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let detail = try XCTUnwrap(
            app.navigationController.topViewController as? PlayerDetailViewController)
        try XCTUnwrap(detail.view as? PlayerDetailView).playerDetailTableView.selectRow(
            at: IndexPath(row: 0, section: 0))
        let edit = try XCTUnwrap(
            app.navigationController.topViewController as? PlayerEditViewController)

        try XCTUnwrap(edit.view as? PlayerEditView).playerEditTextField.replaceText(with: "Leo")
        try XCTUnwrap(edit.navigationItem.rightBarButtonItem).tap()

        XCTAssertEqual(detail.title, "Leo")
        let cell = try XCTUnwrap(
            try listView(app).playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))
                as? PlayerTableViewCell)
        XCTAssertEqual(cell.nameLabel.text, "Leo")
    }

    // MARK: - list → add → back

    func testAddFlow_whenPlayerIsAdded_reloadsTheListAndReleasesTheAddScreen() async throws {
        let app = makeApp()
        try logIn(app)
        try listView(app).actionButton.tap()
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[PlayerAddCoordinator]]]")
        weak let addViewController =
            app.navigationController.topViewController as? PlayerAddViewController
        weak let addCoordinator = addViewController?.coordinator
        XCTAssertTrue(
            addCoordinator?.delegate === addCoordinator?.parent,
            "the add coordinator reports to its parent")

        (addViewController?.view as? PlayerAddView)?.playerNameTextField.type("Puyol")
        XCTAssertEqual(addViewController?.navigationItem.rightBarButtonItem?.tap(), true)

        XCTAssertTrue(app.navigationController.topViewController is PlayerListViewController)
        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator[PlayerListCoordinator]]")
        XCTAssertNil(addViewController)
        XCTAssertNil(addCoordinator)
        XCTAssertEqual(try listView(app).playerTableView.numberOfRows(inSection: 0), 1)
    }

    func testAddFlow_whenBackIsTapped_releasesTheAddScreen() async throws {
        let app = makeApp()
        try logIn(app)
        try listView(app).actionButton.tap()
        weak let addViewController =
            app.navigationController.topViewController as? PlayerAddViewController
        weak let addCoordinator = addViewController?.coordinator
        XCTAssertNotNil(addCoordinator)

        app.navigationController.tapBack()

        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator[PlayerListCoordinator]]")
        XCTAssertNil(addViewController)
        XCTAssertNil(addCoordinator)
    }

    // MARK: - list → confirm → gather → end, back to the list in list mode

    func testGatherFlow_whenGatherEnds_popsToTheListInListModeAndReleasesBothScreens() async throws
    {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        let playerList = try XCTUnwrap(
            app.navigationController.topViewController as? PlayerListViewController)
        try selectAllPlayersAndConfirm(app)
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[ConfirmPlayersCoordinator]]]")
        weak let confirmViewController =
            app.navigationController.topViewController as? ConfirmPlayersViewController
        weak let confirmCoordinator = confirmViewController?.coordinator
        try startGather(app)
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[ConfirmPlayersCoordinator[GatherCoordinator]]]]"
        )
        weak let gatherViewController =
            app.navigationController.topViewController as? GatherViewController
        weak let gatherCoordinator = gatherViewController?.coordinator
        XCTAssertTrue(gatherCoordinator?.parent === confirmCoordinator)

        (gatherViewController?.view as? GatherView)?.actionTimerButton.tap()
        (gatherViewController?.view as? GatherView)?.endGatherButton.tap()
        XCTAssertEqual(
            (app.navigationController.presentedViewController as? UIAlertController)?.tapButton(
                titled: "Yes"), true)

        XCTAssertTrue(app.navigationController.topViewController === playerList)
        XCTAssertEqual(tree(app), "AppCoordinator[LoginCoordinator[PlayerListCoordinator]]")
        XCTAssertNil(gatherViewController)
        XCTAssertNil(gatherCoordinator)
        XCTAssertNil(confirmViewController)
        XCTAssertNil(confirmCoordinator)
        XCTAssertEqual(app.clock.activeTimerCount, 0, "the countdown stops with the gather")
        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(playerList.navigationItem.rightBarButtonItem?.title, "Select")
        XCTAssertEqual(try listView(app).actionButton.currentTitle, "Add player")
        XCTAssertEqual(app.backend.gathers(ofUser: ModelsMockFactory.username).first?.score, "0-0")
    }

    func testGatherFlow_whenBackIsTappedOnGather_releasesOnlyTheGatherScreen() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        try selectAllPlayersAndConfirm(app)
        try startGather(app)
        weak let gatherViewController =
            app.navigationController.topViewController as? GatherViewController
        weak let gatherCoordinator = gatherViewController?.coordinator
        XCTAssertNotNil(gatherCoordinator)

        app.navigationController.tapBack()

        XCTAssertTrue(app.navigationController.topViewController is ConfirmPlayersViewController)
        XCTAssertEqual(
            tree(app),
            "AppCoordinator[LoginCoordinator[PlayerListCoordinator[ConfirmPlayersCoordinator]]]")
        XCTAssertNil(gatherViewController)
        XCTAssertNil(gatherCoordinator)
    }

    func testViewControllers_holdTheirCoordinatorsWeakly() async throws {
        let app = makeApp()
        try logIn(app)
        let playerList = try XCTUnwrap(
            app.navigationController.topViewController as? PlayerListViewController)
        let loginCoordinator = try XCTUnwrap(app.appCoordinator.childCoordinators.first)

        loginCoordinator.childCoordinators.removeAll()

        XCTAssertNil(playerList.coordinator, "only the coordinator tree keeps coordinators alive")
    }

    // MARK: - Helpers

    @MainActor
    private struct TestApp {
        let app: AppDelegate
        let backend: InMemoryBackend
        let clock: ManualClock
        var navigationController: UINavigationController { app.navigationController }
        var appCoordinator: AppCoordinator { app.appCoordinator }
    }

    private func makeApp(playerNames: [String] = []) -> TestApp {
        let backend = InMemoryBackend()
        backend.registerUser(
            username: ModelsMockFactory.username, password: Crypto.hash(ModelsMockFactory.password))
        for name in playerNames {
            backend.addPlayer(PlayerCreateModel(name: name), forUser: ModelsMockFactory.username)
        }
        let clock = ManualClock()
        let app = AppDelegate(
            dependencies: AppDependencies(
                environment: .inMemory(backend: backend), tickSource: clock))
        app.applicationDidFinishLaunching()
        return TestApp(app: app, backend: backend, clock: clock)
    }

    /// The coordinator tree as `Type[Child[Grandchild], Child]`.
    private func tree(_ app: TestApp) -> String {
        describe(app.appCoordinator)
    }

    private func describe(_ coordinator: Coordinator) -> String {
        let children = coordinator.childCoordinators.map { describe($0) }
        return "\(type(of: coordinator))"
            + (children.isEmpty ? "" : "[" + children.joined(separator: ", ") + "]")
    }

    private func logIn(_ app: TestApp) throws {
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)
        loginView.usernameTextField.replaceText(with: ModelsMockFactory.username)
        loginView.passwordTextField.replaceText(with: ModelsMockFactory.password)
        XCTAssertTrue(loginView.loginButton.tap())
        XCTAssertTrue(app.navigationController.topViewController is PlayerListViewController)
    }

    private func listView(_ app: TestApp) throws -> PlayerListView {
        let playerList = try XCTUnwrap(
            app.navigationController.viewControllers.first { $0 is PlayerListViewController })
        return try XCTUnwrap(playerList.view as? PlayerListView)
    }

    private func selectAllPlayersAndConfirm(_ app: TestApp) throws {
        let listView = try listView(app)
        try XCTUnwrap(app.navigationController.topViewController?.navigationItem.rightBarButtonItem)
            .tap()
        for row in 0..<listView.playerTableView.numberOfRows(inSection: 0) {
            listView.playerTableView.selectRow(at: IndexPath(row: row, section: 0))
        }
        XCTAssertTrue(listView.actionButton.tap())
        XCTAssertTrue(app.navigationController.topViewController is ConfirmPlayersViewController)
    }

    private func startGather(_ app: TestApp) throws {
        let confirmView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? ConfirmPlayersView)
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        XCTAssertTrue(confirmView.startGatherButton.tap())
        XCTAssertTrue(app.navigationController.topViewController is GatherViewController)
    }
}
