import FootballGatherComponents
import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// Walks the VIPER app's navigation flows end to end: real modules (view controllers, views,
/// presenters, interactors, routers) on HeadlessUI, against the in-memory backend and a manual
/// clock.
@MainActor
final class NavigationFlowTests: XCTestCase {
    private let username = ModelsMockFactory.username
    private let password = ModelsMockFactory.password

    // MARK: - Login

    // Scenario: login.logsIn
    func testLogin_whenCredentialsAreValid_showsPlayerList() async throws {
        let app = makeApp(playerNames: ["Messi"])

        try logIn(app)

        let playerList = try top(PlayerListViewController.self, in: app)
        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(try listView(app).playerTableView.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(app.environment.keychain.username, username)
        XCTAssertNotNil(app.environment.keychain.token)
        XCTAssertEqual(app.environment.userDefaults.rememberUsername, true)
    }

    // Scenario: login.rejectsEmptyFields
    func testLogin_whenPasswordIsMissing_showsMandatoryFieldsAlert() async throws {
        let app = makeApp()
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)

        loginView.usernameTextField.type(username)
        loginView.loginButton.tap()

        let alert = try XCTUnwrap(
            app.navigationController.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Error")
        XCTAssertEqual(alert.message, "Both fields are mandatory.")
        XCTAssertEqual(app.navigationController.viewControllers.count, 1)
    }

    // Scenario: login.rejectsWrongPassword
    func testLogin_whenPasswordIsWrong_showsErrorAndStaysOnLogin() async throws {
        let app = makeApp()
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)

        loginView.usernameTextField.type(username)
        loginView.passwordTextField.type("wrong")
        loginView.loginButton.tap()

        XCTAssertNotNil(app.navigationController.presentedViewController as? UIAlertController)
        XCTAssertEqual(app.navigationController.viewControllers.count, 1)
        XCTAssertNil(app.environment.keychain.token)
    }

    // Scenario: login.forgetsUsernameWhenRememberMeIsOff
    func testLogin_whenRememberMeIsOff_forgetsUsername() async throws {
        let app = makeApp(rememberedUsername: "someone-else")
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)
        XCTAssertEqual(loginView.usernameTextField.text, "someone-else")

        loginView.rememberMeSwitch.tap()
        try logIn(app)

        XCTAssertNil(app.environment.keychain.username)
        XCTAssertEqual(app.environment.userDefaults.rememberUsername, false)
    }

    // Scenario: login.registers
    func testRegister_whenUsernameIsNew_logsInAndShowsPlayerList() async throws {
        let app = makeApp(registerUser: false)
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)

        loginView.usernameTextField.type("new-user")
        loginView.passwordTextField.type("secret")
        loginView.registerButton.tap()

        _ = try top(PlayerListViewController.self, in: app)
        XCTAssertNotNil(app.environment.keychain.token)
        XCTAssertFalse(try listView(app).emptyView.isHidden)
    }

    // MARK: - login → list → detail → edit → back

    func testPlayerDetailFlow_whenAgeIsEdited_updatesDetailAndList() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)

        XCTAssertTrue(
            try listView(app).playerTableView.selectRow(at: IndexPath(row: 1, section: 0)))
        let detail = try top(PlayerDetailViewController.self, in: app)
        XCTAssertEqual(detail.title, "Xavi")
        let detailView = try XCTUnwrap(detail.view as? PlayerDetailView)
        XCTAssertTrue(detailView.playerDetailTableView.selectRow(at: IndexPath(row: 1, section: 0)))

        let edit = try top(PlayerEditViewController.self, in: app)
        XCTAssertEqual(edit.title, "Age")
        let editView = try XCTUnwrap(edit.view as? PlayerEditView)
        XCTAssertEqual(edit.navigationItem.rightBarButtonItem?.isEnabled, false)
        editView.playerEditTextField.replaceText(with: "40")
        XCTAssertTrue(try XCTUnwrap(edit.navigationItem.rightBarButtonItem).tap())

        XCTAssertTrue(app.navigationController.topViewController === detail)
        XCTAssertEqual(
            detailView.playerDetailTableView
                .cellForRow(at: IndexPath(row: 1, section: 0))?.detailTextLabel?.text, "40")
        XCTAssertEqual(app.backend.players(ofUser: username).first { $0.name == "Xavi" }?.age, 40)

        XCTAssertNotNil(app.navigationController.tapBack())
        _ = try top(PlayerListViewController.self, in: app)
        XCTAssertEqual(app.navigationController.viewControllers.count, 2)
    }

    // Scenario: playerEdit.editsText
    func testPlayerDetailFlow_whenNameIsEdited_updatesTitleAndListRow() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let detail = try top(PlayerDetailViewController.self, in: app)
        try XCTUnwrap(
            detail.view as? PlayerDetailView
        )
        .playerDetailTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let edit = try top(PlayerEditViewController.self, in: app)

        try XCTUnwrap(edit.view as? PlayerEditView).playerEditTextField.replaceText(with: "Leo")
        try XCTUnwrap(edit.navigationItem.rightBarButtonItem).tap()

        XCTAssertEqual(detail.title, "Leo")
        app.navigationController.tapBack()
        let cell = try XCTUnwrap(
            try listView(app).playerTableView
                .cellForRow(at: IndexPath(row: 0, section: 0)) as? PlayerTableViewCell)
        XCTAssertEqual(cell.nameLabel.text, "Leo")
    }

    // Scenario: playerEdit.picksFromAList
    func testPlayerEditFlow_whenPositionIsPicked_savesTheRawValue() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        try listView(app).playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let detail = try top(PlayerDetailViewController.self, in: app)
        try XCTUnwrap(
            detail.view as? PlayerDetailView
        )
        .playerDetailTableView.selectRow(at: IndexPath(row: 0, section: 1))
        let edit = try top(PlayerEditViewController.self, in: app)
        let editView = try XCTUnwrap(edit.view as? PlayerEditView)
        XCTAssertTrue(editView.playerEditTextField.isHidden)
        XCTAssertEqual(
            editView.playerTableView.numberOfRows(inSection: 0), PlayerPosition.allCases.count)

        editView.playerTableView.selectRow(at: IndexPath(row: 4, section: 0))
        XCTAssertEqual(
            editView.playerTableView.cellForRow(at: IndexPath(row: 4, section: 0))?.accessoryType,
            .checkmark)
        try XCTUnwrap(edit.navigationItem.rightBarButtonItem).tap()

        XCTAssertTrue(app.navigationController.topViewController === detail)
        XCTAssertEqual(app.backend.players(ofUser: username).first?.preferredPosition, .striker)
    }

    // MARK: - list → add → back

    // Scenario: playerAdd.addsPlayer
    func testPlayerAddFlow_whenNameIsEntered_addsPlayerAndReturnsToList() async throws {
        let app = makeApp()
        try logIn(app)
        XCTAssertFalse(try listView(app).emptyView.isHidden)

        XCTAssertTrue(try listView(app).actionButton.tap())
        let add = try top(PlayerAddViewController.self, in: app)
        XCTAssertEqual(add.title, "Add Player")
        let doneButton = try XCTUnwrap(add.navigationItem.rightBarButtonItem)
        XCTAssertFalse(doneButton.isEnabled)
        try XCTUnwrap(add.view as? PlayerAddView).playerNameTextField.type("Puyol")
        XCTAssertTrue(doneButton.isEnabled)
        doneButton.tap()

        _ = try top(PlayerListViewController.self, in: app)
        XCTAssertEqual(try listView(app).playerTableView.numberOfRows(inSection: 0), 1)
        XCTAssertTrue(try listView(app).emptyView.isHidden)
        XCTAssertEqual(app.backend.players(ofUser: username).map(\.name), ["Puyol"])
    }

    func testPlayerAddFlow_whenBackIsTapped_addsNothing() async throws {
        let app = makeApp()
        try logIn(app)
        try listView(app).actionButton.tap()

        XCTAssertTrue(app.navigationController.tapBack() is PlayerAddViewController)

        _ = try top(PlayerListViewController.self, in: app)
        XCTAssertTrue(app.backend.players(ofUser: username).isEmpty)
    }

    // MARK: - list → select → confirm → gather → end → back to the list in list mode

    // Scenario: gather.startsScoresAndEnds
    func testGatherFlow_whenGatherEnds_returnsToListInListMode() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi", "Iniesta"])
        try logIn(app)
        let playerList = try top(PlayerListViewController.self, in: app)
        let listView = try listView(app)

        XCTAssertTrue(try XCTUnwrap(playerList.navigationItem.rightBarButtonItem).tap())
        XCTAssertEqual(listView.actionButton.currentTitle, "Confirm players")
        XCTAssertFalse(listView.actionButton.isEnabled)
        listView.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        listView.playerTableView.selectRow(at: IndexPath(row: 2, section: 0))
        XCTAssertEqual(playerList.title, "2 selected")
        XCTAssertTrue(listView.actionButton.tap())

        let confirm = try top(ConfirmPlayersViewController.self, in: app)
        let confirmView = try XCTUnwrap(confirm.view as? ConfirmPlayersView)
        XCTAssertEqual(confirmView.playerTableView.numberOfRows(inSection: 0), 2)
        XCTAssertFalse(confirmView.startGatherButton.isEnabled)
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        XCTAssertFalse(confirmView.startGatherButton.isEnabled)
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        XCTAssertTrue(confirmView.startGatherButton.tap())

        let gather = try top(GatherViewController.self, in: app)
        let gatherView = try XCTUnwrap(gather.view as? GatherView)
        XCTAssertEqual(gather.title, "Gather in progress")
        XCTAssertEqual(
            gatherView.playerTableView
                .cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "Messi")
        XCTAssertEqual(
            gatherView.playerTableView
                .cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "Iniesta")
        let gatherUUID = try XCTUnwrap(app.backend.gathers(ofUser: username).first?.id)
        XCTAssertEqual(app.backend.players(inGather: gatherUUID).map(\.team), ["Team A", "Team B"])

        gatherView.scoreStepper.teamAStepper.increment()
        gatherView.endGatherButton.tap()
        let alert = try XCTUnwrap(
            app.navigationController.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "End Gather")
        alert.tapButton(titled: "Yes")

        XCTAssertTrue(app.navigationController.topViewController === playerList)
        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(playerList.navigationItem.rightBarButtonItem?.title, "Select")
        XCTAssertEqual(listView.actionButton.currentTitle, "Add player")
        XCTAssertTrue(listView.actionButton.isEnabled)
        XCTAssertEqual(app.backend.gathers(ofUser: username).first?.score, "1-0")
        XCTAssertEqual(app.backend.gathers(ofUser: username).first?.winnerTeam, "Team A")
    }

    // Scenario: gather.runsTimer
    func testGatherFlow_whenTimerRuns_countsDownOnTheClock() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        let gatherView = try startGather(app)

        gatherView.setTimerButton.tap()
        XCTAssertFalse(gatherView.timerView.isHidden)
        gatherView.timePickerView.spinToRow(0, inComponent: 0)
        gatherView.timePickerView.spinToRow(3, inComponent: 1)
        try XCTUnwrap(gatherView.timerToolbar.items?.last).tap()
        XCTAssertTrue(gatherView.timerView.isHidden)
        XCTAssertEqual(gatherView.timerLabel.text, "00:03")

        gatherView.actionTimerButton.tap()
        XCTAssertEqual(gatherView.actionTimerButton.currentTitle, "Pause")
        app.clock.advance(bySeconds: 1)
        XCTAssertEqual(gatherView.timerLabel.text, "00:02")
        gatherView.actionTimerButton.tap()
        XCTAssertEqual(gatherView.actionTimerButton.currentTitle, "Resume")
        app.clock.advance(bySeconds: 5)
        XCTAssertEqual(gatherView.timerLabel.text, "00:02")
        gatherView.actionTimerButton.tap()
        app.clock.advance(bySeconds: 5)
        XCTAssertEqual(gatherView.timerLabel.text, "00:00")

        gatherView.cancelTimerButton.tap()
        XCTAssertEqual(gatherView.timerLabel.text, "10:00")
        XCTAssertEqual(gatherView.actionTimerButton.currentTitle, "Start")
    }

    func testGatherFlow_whenEndIsCancelled_staysOnGather() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        let gatherView = try startGather(app)

        gatherView.endGatherButton.tap()
        try XCTUnwrap(
            app.navigationController.presentedViewController as? UIAlertController
        )
        .tapButton(titled: "Cancel")

        _ = try top(GatherViewController.self, in: app)
        XCTAssertNil(app.backend.gathers(ofUser: username).first?.score)
    }

    // MARK: - List: deletion and selection rules

    // Scenario: playerList.deletesPlayer
    func testDeletePlayer_whenConfirmed_removesRowAndShowsEmptyView() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        let listView = try listView(app)

        XCTAssertTrue(listView.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        let alert = try XCTUnwrap(
            app.navigationController.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Delete player")
        alert.tapButton(titled: "Delete")

        XCTAssertEqual(listView.playerTableView.numberOfRows(inSection: 0), 0)
        XCTAssertFalse(listView.emptyView.isHidden)
        XCTAssertTrue(listView.isUserInteractionEnabled)
        XCTAssertTrue(app.backend.players(ofUser: username).isEmpty)
    }

    func testDeletePlayer_whenCancelled_keepsPlayer() async throws {
        let app = makeApp(playerNames: ["Messi"])
        try logIn(app)
        let listView = try listView(app)

        listView.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0))
        try XCTUnwrap(
            app.navigationController.presentedViewController as? UIAlertController
        )
        .tapButton(titled: "Cancel")

        XCTAssertEqual(listView.playerTableView.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(app.backend.players(ofUser: username).count, 1)
    }

    func testPlayerList_whenInSelectionMode_offersNoDeletionAndOpensNoDetails() async throws {
        let app = makeApp(playerNames: ["Messi", "Xavi"])
        try logIn(app)
        let playerList = try top(PlayerListViewController.self, in: app)
        let listView = try listView(app)
        try XCTUnwrap(playerList.navigationItem.rightBarButtonItem).tap()

        XCTAssertFalse(listView.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        listView.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))

        XCTAssertTrue(app.navigationController.topViewController === playerList)
        XCTAssertEqual(playerList.title, "1 selected")
        let cell = try XCTUnwrap(
            listView.playerTableView
                .cellForRow(at: IndexPath(row: 0, section: 0)) as? PlayerTableViewCell)
        XCTAssertEqual(cell.playerIsSelectedImageView.image?.name, "ticked")
    }

    func testPlayerList_whenThereAreNoPlayers_disablesSelect() async throws {
        let app = makeApp()
        try logIn(app)

        let playerList = try top(PlayerListViewController.self, in: app)
        XCTAssertEqual(playerList.navigationItem.rightBarButtonItem?.isEnabled, false)
    }

    // MARK: - Helpers

    @MainActor
    private struct TestApp {
        let app: AppDelegate
        let backend: InMemoryBackend
        let environment: ServiceEnvironment
        let clock: ManualClock
        var navigationController: UINavigationController { app.navigationController }
    }

    private func makeApp(
        registerUser: Bool = true, playerNames: [String] = [],
        rememberedUsername: String? = nil
    ) -> TestApp {
        let backend = InMemoryBackend()
        if registerUser {
            backend.registerUser(username: username, password: Crypto.hash(password))
            for name in playerNames {
                backend.addPlayer(PlayerCreateModel(name: name), forUser: username)
            }
        }
        let environment = ServiceEnvironment.inMemory(backend: backend)
        environment.keychain.username = rememberedUsername
        let clock = ManualClock()
        let app = AppDelegate(
            dependencies: AppDependencies(environment: environment, tickSource: clock))
        app.applicationDidFinishLaunching()
        return TestApp(app: app, backend: backend, environment: environment, clock: clock)
    }

    private func logIn(_ app: TestApp) throws {
        let loginView = try XCTUnwrap(
            app.navigationController.topViewController?.view as? LoginView)
        loginView.usernameTextField.replaceText(with: username)
        loginView.passwordTextField.replaceText(with: password)
        XCTAssertTrue(loginView.loginButton.tap())
        _ = try top(PlayerListViewController.self, in: app)
    }

    private func startGather(_ app: TestApp) throws -> GatherView {
        let playerList = try top(PlayerListViewController.self, in: app)
        let listView = try listView(app)
        try XCTUnwrap(playerList.navigationItem.rightBarButtonItem).tap()
        listView.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        listView.playerTableView.selectRow(at: IndexPath(row: 1, section: 0))
        listView.actionButton.tap()
        let confirmView = try XCTUnwrap(
            try top(ConfirmPlayersViewController.self, in: app).view as? ConfirmPlayersView)
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        confirmView.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        confirmView.startGatherButton.tap()
        return try XCTUnwrap(try top(GatherViewController.self, in: app).view as? GatherView)
    }

    private func top<Screen: UIViewController>(
        _ type: Screen.Type, in app: TestApp, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Screen {
        try XCTUnwrap(
            app.navigationController.topViewController as? Screen,
            "expected \(Screen.self) on top", file: file, line: line)
    }

    private func listView(_ app: TestApp) throws -> PlayerListView {
        let playerList = try XCTUnwrap(
            app.navigationController.viewControllers.first { $0 is PlayerListViewController })
        return try XCTUnwrap(playerList.view as? PlayerListView)
    }
}
