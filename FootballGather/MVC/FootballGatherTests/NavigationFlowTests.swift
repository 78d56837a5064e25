import FootballGatherComponents
import FootballGatherKit
import HeadlessUI
import XCTest

@testable import FootballGather

/// The app's navigation flows end to end, screen by screen, against the in-memory server:
/// each step is a user gesture, each check what the user (or the server) would see.
@MainActor
final class NavigationFlowTests: XCTestCase {
    // Scenario: playerEdit.editsText
    func testLoginDetailEditBack_whenNameIsEdited_updatesDetailListAndServer() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 6)

        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        let playerDetail = try app.top(PlayerDetailViewController.self)
        XCTAssertEqual(playerDetail.title, "John")

        XCTAssertTrue(
            playerDetail.playerDetailTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        let playerEdit = try app.top(PlayerEditViewController.self)
        XCTAssertEqual(playerEdit.title, "Name")
        XCTAssertEqual(playerEdit.playerEditTextField.text, "John")
        XCTAssertFalse(playerEdit.doneButton.isEnabled)
        XCTAssertTrue(playerEdit.playerEditTextField.replaceText(with: "Johnny"))
        XCTAssertTrue(playerEdit.doneButton.tap())

        XCTAssertTrue(try app.top(PlayerDetailViewController.self) === playerDetail)
        XCTAssertEqual(playerDetail.title, "Johnny")
        XCTAssertEqual(
            playerDetail.playerDetailTableView.cellForRow(at: IndexPath(row: 0, section: 0))?
                .detailTextLabel?.text, "Johnny")
        XCTAssertEqual(
            app.backend.players(ofUser: InMemoryBackend.demoUsername).first?.name, "Johnny")

        XCTAssertNotNil(app.navigationController.tapBack())
        XCTAssertTrue(try app.top(PlayerListViewController.self) === playerList)
        let firstCell =
            playerList.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))
            as? PlayerTableViewCell
        XCTAssertEqual(firstCell?.nameLabel.text, "Johnny")
    }

    // Scenario: playerEdit.picksFromAList
    func testDetailEditSelection_whenPositionIsPicked_savesItAndShowsItCapitalised() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()
        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        let playerDetail = try app.top(PlayerDetailViewController.self)
        XCTAssertEqual(
            playerDetail.playerDetailTableView.cellForRow(at: IndexPath(row: 0, section: 1))?
                .detailTextLabel?.text, "Goalkeeper")

        XCTAssertTrue(
            playerDetail.playerDetailTableView.selectRow(at: IndexPath(row: 0, section: 1)))
        let playerEdit = try app.top(PlayerEditViewController.self)
        XCTAssertTrue(playerEdit.playerEditTextField.isHidden)
        XCTAssertEqual(
            playerEdit.playerTableView.numberOfRows(inSection: 0), PlayerPosition.allCases.count)
        XCTAssertEqual(
            playerEdit.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType,
            .checkmark)

        XCTAssertTrue(playerEdit.playerTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertFalse(
            playerEdit.doneButton.isEnabled, "re-picking the current position is no change")
        XCTAssertTrue(playerEdit.playerTableView.selectRow(at: IndexPath(row: 4, section: 0)))
        XCTAssertEqual(
            playerEdit.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType,
            UITableViewCell.AccessoryType.none)
        XCTAssertEqual(
            playerEdit.playerTableView.cellForRow(at: IndexPath(row: 4, section: 0))?.accessoryType,
            .checkmark)
        XCTAssertTrue(playerEdit.doneButton.tap())

        XCTAssertTrue(try app.top(PlayerDetailViewController.self) === playerDetail)
        XCTAssertEqual(
            playerDetail.playerDetailTableView.cellForRow(at: IndexPath(row: 0, section: 1))?
                .detailTextLabel?.text, "Striker")
        XCTAssertEqual(
            app.backend.players(ofUser: InMemoryBackend.demoUsername).first?.preferredPosition,
            .striker)
    }

    // Scenario: playerAdd.addsPlayer
    func testPlayerListAddBack_whenPlayerIsCreated_returnsToReloadedList() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()

        XCTAssertTrue(playerList.actionButton.tap())
        let playerAdd = try app.top(PlayerAddViewController.self)
        XCTAssertEqual(playerAdd.title, "Add Player")
        XCTAssertFalse(playerAdd.doneButton.isEnabled)
        XCTAssertTrue(playerAdd.playerNameTextField.type("Zoe"))
        XCTAssertTrue(playerAdd.doneButton.isEnabled)
        XCTAssertTrue(playerAdd.doneButton.tap())

        XCTAssertTrue(try app.top(PlayerListViewController.self) === playerList)
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 7)
        let lastCell =
            playerList.playerTableView.cellForRow(at: IndexPath(row: 6, section: 0))
            as? PlayerTableViewCell
        XCTAssertEqual(lastCell?.nameLabel.text, "Zoe")
    }

    func testPlayerListAddBack_whenUserGoesBack_leavesListUnchanged() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()
        XCTAssertTrue(playerList.actionButton.tap())
        XCTAssertTrue(try app.top(PlayerAddViewController.self).playerNameTextField.type("Zoe"))

        XCTAssertNotNil(app.navigationController.tapBack())

        XCTAssertTrue(try app.top(PlayerListViewController.self) === playerList)
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 6)
        XCTAssertEqual(app.backend.players(ofUser: InMemoryBackend.demoUsername).count, 6)
    }

    // Scenario: gather.startsScoresAndEnds
    func testSelectConfirmGatherEnd_whenGatherEnds_returnsToListInListMode() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()

        XCTAssertTrue(playerList.barButtonItem.tap())
        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertTrue(playerList.actionButton.tap())

        let confirmPlayers = try app.top(ConfirmPlayersViewController.self)
        XCTAssertEqual(
            confirmPlayers.playerTableView.numberOfRows(inSection: TeamSection.bench.rawValue), 2)
        XCTAssertFalse(confirmPlayers.startGatherButton.isEnabled)
        XCTAssertTrue(
            confirmPlayers.playerTableView.moveRow(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)))
        XCTAssertFalse(confirmPlayers.startGatherButton.isEnabled, "Team B is still empty")
        XCTAssertTrue(
            confirmPlayers.playerTableView.moveRow(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2)))
        XCTAssertTrue(confirmPlayers.startGatherButton.isEnabled)
        XCTAssertTrue(confirmPlayers.startGatherButton.tap())

        let gather = try app.top(GatherViewController.self)
        let gatherModel = try XCTUnwrap(gather.gatherModel)
        XCTAssertEqual(gatherModel.players(in: .teamA).map(\.name), ["John"])
        XCTAssertEqual(gatherModel.players(in: .teamB).map(\.name), ["Maria"])
        XCTAssertEqual(
            app.backend.players(inGather: gatherModel.gatherUUID).map(\.team).sorted(),
            ["Team A", "Team B"],
            "every team player reaches the server, not only the first")

        XCTAssertTrue(gather.actionTimerButton.tap())
        app.clock.advance(bySeconds: 2)
        XCTAssertEqual(gather.timerLabel.text, "09:58")
        XCTAssertTrue(gather.scoreStepper.teamBStepper.increment())
        XCTAssertTrue(gather.endGatherButton.tap())
        XCTAssertTrue(try app.presentedAlert().tapButton(titled: "Yes"))

        XCTAssertTrue(try app.top(PlayerListViewController.self) === playerList)
        XCTAssertEqual(playerList.viewState, .list)
        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(playerList.barButtonItem.title, "Select")
        XCTAssertEqual(playerList.actionButton.currentTitle, "Add player")
        XCTAssertTrue(playerList.actionButton.isEnabled)
        XCTAssertEqual(app.clock.activeTimerCount, 0, "ending the gather stops its timer")
        let savedGather = try XCTUnwrap(
            app.backend.gathers(ofUser: InMemoryBackend.demoUsername).first)
        XCTAssertEqual(savedGather.score, "0-1")
        XCTAssertEqual(savedGather.winnerTeam, "Team B")
    }

    // Scenario: login.registers
    func testRegister_whenUsernameIsNew_logsInAndShowsEmptyList() async throws {
        let app = RunningApp(backend: InMemoryBackend())

        try app.submitLogin(username: "newcomer", password: "secret", register: true)

        let playerList = try app.top(PlayerListViewController.self)
        XCTAssertNotNil(app.environment.keychain.token, "registering also logs in")
        XCTAssertFalse(playerList.emptyView.isHidden)
        XCTAssertEqual(
            playerList.emptyView.messageLabel.text, "There aren't any players for your user.")

        app.backend.addPlayer(PlayerCreateModel(name: "Late"), forUser: "newcomer")
        XCTAssertTrue(playerList.emptyView.retryButton.tap())
        XCTAssertTrue(playerList.emptyView.isHidden)
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 1)
    }
}
