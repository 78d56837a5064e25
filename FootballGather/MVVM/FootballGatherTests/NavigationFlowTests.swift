import FootballGatherComponents
import FootballGatherKit
import FootballGatherTestSupport
import HeadlessUI
import XCTest

@testable import FootballGather

// The app's screens wired together, driven end to end like a user would, against the Kit's
// in-memory backend (the demo account with six players) and a manual clock.
@MainActor
final class NavigationFlowTests: XCTestCase {
    private let backend = InMemoryBackend.demo()
    private let clock = ManualClock()
    private lazy var environment = ServiceEnvironment.inMemory(backend: backend)
    private lazy var app = AppDelegate(
        dependencies: AppDependencies(environment: environment, tickSource: clock))
    private var navigation: UINavigationController { app.navigationController }

    private func topViewController<Screen: UIViewController>(
        _ type: Screen.Type, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Screen {
        try XCTUnwrap(
            navigation.topViewController as? Screen,
            "top is \(String(describing: navigation.topViewController))", file: file, line: line)
    }

    private func presentedAlert(file: StaticString = #filePath, line: UInt = #line) throws
        -> UIAlertController
    {
        try XCTUnwrap(
            navigation.presentedViewController as? UIAlertController, "no alert is presented",
            file: file, line: line)
    }

    /// Launches the app and logs in as the demo user; returns the player list.
    private func launchAndLogIn(
        username: String = InMemoryBackend.demoUsername,
        password: String = InMemoryBackend.demoPassword
    ) throws -> PlayerListViewController {
        app.applicationDidFinishLaunching()
        let login = try topViewController(LoginViewController.self)
        login.usernameTextField.replaceText(with: username)
        login.passwordTextField.replaceText(with: password)
        XCTAssertTrue(login.loginButton.tap())
        return try topViewController(PlayerListViewController.self)
    }

    private func rowTexts(of table: UITableView, section: Int = 0) -> [String?] {
        (0..<table.numberOfRows(inSection: section)).map {
            table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
        }
    }

    // MARK: - Login

    // Scenario: login.logsIn
    func testLogin_whenCredentialsAreValid_showsPlayerListAndRemembersUsername() async throws {
        let playerList = try launchAndLogIn()

        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 6)
        XCTAssertTrue(playerList.emptyView.isHidden)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(environment.userDefaults.rememberUsername, true)
        XCTAssertEqual(environment.keychain.username, InMemoryBackend.demoUsername)
        XCTAssertNotNil(environment.keychain.token)
    }

    // Scenario: login.forgetsUsernameWhenRememberMeIsOff
    func testLogin_whenRememberMeIsOff_forgetsUsername() async throws {
        environment.keychain.username = "someone-else"
        app.applicationDidFinishLaunching()
        let login = try topViewController(LoginViewController.self)
        XCTAssertEqual(
            login.usernameTextField.text, "someone-else", "prefilled while remembering is on")
        XCTAssertTrue(login.rememberMeSwitch.isOn)

        login.rememberMeSwitch.tap()
        login.usernameTextField.replaceText(with: InMemoryBackend.demoUsername)
        login.passwordTextField.replaceText(with: InMemoryBackend.demoPassword)
        login.loginButton.tap()

        XCTAssertNotNil(navigation.topViewController as? PlayerListViewController)
        XCTAssertEqual(environment.userDefaults.rememberUsername, false)
        XCTAssertNil(environment.keychain.username)
    }

    // Scenario: login.rejectsEmptyFields
    func testLogin_whenAFieldIsEmpty_showsMandatoryFieldsAlert() async throws {
        app.applicationDidFinishLaunching()
        let login = try topViewController(LoginViewController.self)
        login.usernameTextField.replaceText(with: InMemoryBackend.demoUsername)

        login.loginButton.tap()

        let alert = try presentedAlert()
        XCTAssertEqual(alert.title, "Error")
        XCTAssertEqual(alert.message, "Both fields are mandatory.")
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertTrue(backend.answeredRequests.isEmpty, "nothing is sent")
    }

    // Scenario: login.rejectsWrongPassword
    func testLogin_whenPasswordIsWrong_showsErrorAndStaysOnLogin() async throws {
        app.applicationDidFinishLaunching()
        let login = try topViewController(LoginViewController.self)
        login.usernameTextField.replaceText(with: InMemoryBackend.demoUsername)
        login.passwordTextField.replaceText(with: "wrong")

        login.loginButton.tap()

        XCTAssertEqual(try presentedAlert().title, "Error")
        XCTAssertTrue(navigation.topViewController === login)
        XCTAssertTrue(login.view.isUserInteractionEnabled, "the loading state ended")
    }

    // Scenario: login.registers
    func testRegister_whenUsernameIsNew_logsInAndShowsEmptyPlayerList() async throws {
        app.applicationDidFinishLaunching()
        let login = try topViewController(LoginViewController.self)
        login.usernameTextField.replaceText(with: "new-user")
        login.passwordTextField.replaceText(with: "secret")

        login.registerButton.tap()

        let playerList = try topViewController(PlayerListViewController.self)
        XCTAssertFalse(playerList.emptyView.isHidden)
        XCTAssertEqual(
            playerList.emptyView.messageLabel.text, "There aren't any players for your user.")
        XCTAssertTrue(playerList.playerTableView.isHidden)

        backend.addPlayer(PlayerCreateModel(name: "Zoe"), forUser: "new-user")
        XCTAssertTrue(playerList.emptyView.retryButton.tap())
        XCTAssertTrue(playerList.emptyView.isHidden)
        XCTAssertEqual(rowTexts(of: playerList.playerTableView).count, 1)
    }

    // MARK: - List → detail → edit → back

    // Scenario: playerEdit.editsText, playerEdit.picksFromAList
    func testPlayerDetailFlow_whenFieldsAreEdited_updatesDetailListAndServer() async throws {
        let playerList = try launchAndLogIn()
        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        let detail = try topViewController(PlayerDetailViewController.self)
        XCTAssertEqual(detail.title, "John")
        XCTAssertEqual(detail.playerDetailTableView.numberOfSections, 3)
        XCTAssertEqual(
            detail.tableView(detail.playerDetailTableView, titleForHeaderInSection: 1), "PLAY")

        // Text mode: the name.
        XCTAssertTrue(detail.playerDetailTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        let nameEdit = try topViewController(PlayerEditViewController.self)
        XCTAssertEqual(nameEdit.title, "Name")
        XCTAssertEqual(nameEdit.playerEditTextField.text, "John")
        XCTAssertFalse(nameEdit.doneButton.isEnabled)
        nameEdit.playerEditTextField.replaceText(with: "Johnny")
        XCTAssertTrue(nameEdit.doneButton.isEnabled)
        XCTAssertTrue(nameEdit.doneButton.tap())

        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(detail.title, "Johnny", "the title follows the edit")
        XCTAssertEqual(
            detail.playerDetailTableView.cellForRow(at: IndexPath(row: 0, section: 0))?
                .detailTextLabel?.text, "Johnny")

        // Selection mode: the skill.
        XCTAssertTrue(detail.playerDetailTableView.selectRow(at: IndexPath(row: 1, section: 1)))
        let skillEdit = try topViewController(PlayerEditViewController.self)
        XCTAssertTrue(skillEdit.playerEditTextField.isHidden)
        XCTAssertEqual(
            rowTexts(of: skillEdit.playerTableView), ["Beginner", "Amateur", "Professional"])
        XCTAssertEqual(
            skillEdit.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType,
            .checkmark)
        XCTAssertTrue(skillEdit.playerTableView.selectRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(
            skillEdit.playerTableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType,
            .checkmark)
        XCTAssertEqual(
            skillEdit.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType,
            UITableViewCell.AccessoryType.none)
        XCTAssertTrue(skillEdit.doneButton.tap())

        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(
            detail.playerDetailTableView.cellForRow(at: IndexPath(row: 1, section: 1))?
                .detailTextLabel?.text, "Professional")
        let saved = try XCTUnwrap(backend.players(ofUser: InMemoryBackend.demoUsername).first)
        XCTAssertEqual(saved.name, "Johnny")
        XCTAssertEqual(saved.skill, .professional)

        XCTAssertNotNil(navigation.tapBack())
        XCTAssertTrue(navigation.topViewController === playerList)
        let firstRow = try XCTUnwrap(
            playerList.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))
                as? PlayerTableViewCell)
        XCTAssertEqual(firstRow.nameLabel.text, "Johnny")
        XCTAssertEqual(firstRow.skillLabel.text, "Skill: professional")
    }

    // Scenario: playerEdit.showsUpdateError
    func testPlayerEdit_whenServerRejectsUpdate_showsErrorAndStays() async throws {
        let playerList = try launchAndLogIn()
        playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let detail = try topViewController(PlayerDetailViewController.self)
        detail.playerDetailTableView.selectRow(at: IndexPath(row: 0, section: 0))
        let edit = try topViewController(PlayerEditViewController.self)
        environment.keychain.token = "expired"

        edit.playerEditTextField.replaceText(with: "Johnny")
        edit.doneButton.tap()

        let alert = try presentedAlert()
        XCTAssertEqual(alert.title, "Error update")
        XCTAssertEqual(alert.message, "Unable to update player. Please try again.")
        XCTAssertTrue(navigation.topViewController === edit)
        XCTAssertEqual(detail.title, "John")
    }

    // MARK: - List → add → back

    // Scenario: playerAdd.addsPlayer
    func testAddPlayerFlow_whenNameIsEntered_createsPlayerAndReloadsList() async throws {
        let playerList = try launchAndLogIn()
        XCTAssertEqual(playerList.actionButton.currentTitle, "Add player")
        XCTAssertTrue(playerList.actionButton.tap())
        let add = try topViewController(PlayerAddViewController.self)
        XCTAssertEqual(add.title, "Add Player")
        XCTAssertEqual(add.playerNameTextField.placeholder, "Enter name of the player")
        XCTAssertFalse(add.doneButton.isEnabled)

        add.playerNameTextField.type("Zoe")
        XCTAssertTrue(add.doneButton.isEnabled)
        XCTAssertTrue(add.doneButton.tap())

        XCTAssertTrue(navigation.topViewController === playerList)
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 7)
        let lastRow =
            playerList.playerTableView.cellForRow(at: IndexPath(row: 6, section: 0))
            as? PlayerTableViewCell
        XCTAssertEqual(lastRow?.nameLabel.text, "Zoe")
    }

    // MARK: - Delete

    // Scenario: playerList.deletesPlayer
    func testDeletePlayer_whenConfirmed_removesRowAndServerPlayer() async throws {
        let playerList = try launchAndLogIn()

        XCTAssertTrue(playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        let cancelAlert = try presentedAlert()
        XCTAssertEqual(cancelAlert.title, "Delete player")
        cancelAlert.tapButton(titled: "Cancel")
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 6)

        playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0))
        try presentedAlert().tapButton(titled: "Delete")

        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(
            backend.players(ofUser: InMemoryBackend.demoUsername).map(\.name),
            ["Maria", "Ken", "Ana", "Luis", "Sara"])
        XCTAssertTrue(playerList.view.isUserInteractionEnabled, "the loading state ended")
    }

    func testDeletePlayer_whenInSelectionMode_isNotOffered() async throws {
        let playerList = try launchAndLogIn()
        playerList.barButtonItem.tap()

        XCTAssertFalse(playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
    }

    // MARK: - List → select → confirm → gather → end → back to the list

    // Scenario: gather.startsScoresAndEnds
    func testGatherFlow_whenGatherEnds_returnsToPlayerListInListMode() async throws {
        let playerList = try launchAndLogIn()

        // Select two players.
        XCTAssertTrue(playerList.barButtonItem.tap())
        XCTAssertEqual(playerList.barButtonItem.title, "Cancel")
        XCTAssertEqual(playerList.actionButton.currentTitle, "Confirm players")
        XCTAssertFalse(playerList.actionButton.isEnabled)
        playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(playerList.title, "1 selected")
        XCTAssertFalse(playerList.actionButton.isEnabled, "one player is not enough")
        playerList.playerTableView.selectRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(playerList.title, "2 selected")
        XCTAssertTrue(
            navigation.topViewController === playerList, "taps pick players in selection mode")
        XCTAssertTrue(playerList.actionButton.tap())

        // Sort them into teams.
        let confirm = try topViewController(ConfirmPlayersViewController.self)
        XCTAssertEqual(rowTexts(of: confirm.playerTableView, section: 0), ["John", "Maria"])
        XCTAssertFalse(confirm.startGatherButton.isEnabled)
        XCTAssertTrue(
            confirm.playerTableView.moveRow(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)))
        XCTAssertFalse(confirm.startGatherButton.isEnabled, "Team B is still empty")
        XCTAssertTrue(
            confirm.playerTableView.moveRow(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2)))
        XCTAssertTrue(confirm.startGatherButton.isEnabled)
        XCTAssertTrue(confirm.startGatherButton.tap())

        // The gather started with both players on the server.
        let gather = try topViewController(GatherViewController.self)
        XCTAssertEqual(gather.title, "Gather in progress")
        let gatherOnServer = try XCTUnwrap(
            backend.gathers(ofUser: InMemoryBackend.demoUsername).first)
        XCTAssertEqual(
            backend.players(inGather: gatherOnServer.id).map { "\($0.player.name): \($0.team)" },
            ["John: Team A", "Maria: Team B"])
        XCTAssertEqual(rowTexts(of: gather.playerTableView, section: 0), ["John"])
        XCTAssertEqual(rowTexts(of: gather.playerTableView, section: 1), ["Maria"])

        // Set the timer to 00:03 and run it out.
        XCTAssertEqual(gather.timerLabel.text, "10:00")
        XCTAssertTrue(gather.setTimerButton.tap())
        XCTAssertFalse(gather.timerView.isHidden)
        XCTAssertEqual(
            gather.timePickerView.selectedRow(inComponent: 0), 10,
            "the picker starts at the current time")
        gather.timePickerView.spinToRow(0, inComponent: 0)
        gather.timePickerView.spinToRow(3, inComponent: 1)
        XCTAssertTrue(try XCTUnwrap(gather.timerToolbar.items?.last).tap())
        XCTAssertTrue(gather.timerView.isHidden)
        XCTAssertEqual(gather.timerLabel.text, "00:03")
        XCTAssertTrue(gather.actionTimerButton.tap())
        XCTAssertEqual(gather.actionTimerButton.currentTitle, "Pause")
        clock.advance(bySeconds: 1)
        XCTAssertEqual(gather.timerLabel.text, "00:02")
        clock.advance(bySeconds: 5)
        XCTAssertEqual(gather.timerLabel.text, "00:00")
        XCTAssertEqual(clock.activeTimerCount, 0)

        // Score 2-1 and end the gather.
        gather.scoreStepper.teamAStepper.increment()
        gather.scoreStepper.teamAStepper.increment()
        gather.scoreStepper.teamBStepper.increment()
        XCTAssertEqual(gather.scoreLabelView.teamAScoreLabel.text, "2")
        XCTAssertEqual(gather.scoreLabelView.teamBScoreLabel.text, "1")
        XCTAssertTrue(gather.endGatherButton.tap())
        let alert = try presentedAlert()
        XCTAssertEqual(alert.title, "End Gather")
        XCTAssertTrue(alert.tapButton(titled: "Yes"))

        // Back on the list, in list mode.
        XCTAssertTrue(navigation.topViewController === playerList)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(playerList.barButtonItem.title, "Select")
        XCTAssertEqual(playerList.actionButton.currentTitle, "Add player")
        XCTAssertTrue(playerList.actionButton.isEnabled)
        let endedGather = try XCTUnwrap(backend.gathers(ofUser: InMemoryBackend.demoUsername).first)
        XCTAssertEqual(endedGather.score, "2-1")
        XCTAssertEqual(endedGather.winnerTeam, "Team A")
    }

    func testGatherTimer_whenCancelled_resetsToDefaultTime() async throws {
        let gather = try startGatherWithJohnAgainstMaria()

        gather.actionTimerButton.tap()
        clock.advance(bySeconds: 2)
        XCTAssertEqual(gather.timerLabel.text, "09:58")
        gather.actionTimerButton.tap()
        XCTAssertEqual(gather.actionTimerButton.currentTitle, "Resume")
        clock.advance(bySeconds: 2)
        XCTAssertEqual(gather.timerLabel.text, "09:58", "paused")

        gather.cancelTimerButton.tap()

        XCTAssertEqual(gather.timerLabel.text, "10:00")
        XCTAssertEqual(gather.actionTimerButton.currentTitle, "Start")
    }

    // Scenario: confirmPlayers.showsAddError
    func testStartGather_whenAPlayerCannotBeAdded_showsErrorAndStays() async throws {
        let confirm = try confirmPlayersWithJohnAgainstMaria()
        // Maria disappears from the server before the gather starts, so adding her fails.
        let maria = backend.players(ofUser: InMemoryBackend.demoUsername)[1]
        XCTAssertNotNil(
            synchronousResult {
                environment.playersService().delete(withID: .integer(maria.id), completion: $0)
            })

        confirm.startGatherButton.tap()

        let alert = try presentedAlert()
        XCTAssertEqual(alert.title, "Error")
        XCTAssertEqual(alert.message, "Unable to create gather.")
        XCTAssertTrue(navigation.topViewController === confirm)
    }

    /// Logs in, picks John and Maria, and puts John in Team A and Maria in Team B.
    private func confirmPlayersWithJohnAgainstMaria() throws -> ConfirmPlayersViewController {
        let playerList = try launchAndLogIn()
        playerList.barButtonItem.tap()
        playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0))
        playerList.playerTableView.selectRow(at: IndexPath(row: 1, section: 0))
        playerList.actionButton.tap()
        let confirm = try topViewController(ConfirmPlayersViewController.self)
        confirm.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        confirm.playerTableView.moveRow(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        return confirm
    }

    private func startGatherWithJohnAgainstMaria() throws -> GatherViewController {
        try confirmPlayersWithJohnAgainstMaria().startGatherButton.tap()
        return try topViewController(GatherViewController.self)
    }
}
