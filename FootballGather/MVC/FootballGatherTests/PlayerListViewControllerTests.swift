import FootballGatherComponents
import FootballGatherKit
import FootballGatherTestSupport
import HeadlessUI
import XCTest

@testable import FootballGather

/// The player list's two modes, deletion and error handling.
@MainActor
final class PlayerListViewControllerTests: XCTestCase {
    func testSelectionMode_whenEntered_offersCancelAndDisabledConfirm() async throws {
        let playerList = try RunningApp().logIn()

        XCTAssertTrue(playerList.barButtonItem.tap())

        XCTAssertEqual(playerList.viewState, .selection)
        XCTAssertEqual(playerList.barButtonItem.title, "Cancel")
        XCTAssertEqual(playerList.actionButton.currentTitle, "Confirm players")
        XCTAssertFalse(playerList.actionButton.isEnabled)
        let cell = try XCTUnwrap(
            playerList.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))
                as? PlayerTableViewCell)
        XCTAssertFalse(cell.playerIsSelectedImageView.isHidden)
        XCTAssertEqual(cell.playerIsSelectedImageView.image?.name, "unticked")
    }

    func testSelectionMode_whenPlayersAreTapped_countsThemAndEnablesConfirmFromTwo() async throws {
        let playerList = try RunningApp().logIn()
        XCTAssertTrue(playerList.barButtonItem.tap())
        let table = playerList.playerTableView

        XCTAssertTrue(table.selectRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(playerList.title, "1 selected")
        XCTAssertFalse(playerList.actionButton.isEnabled)
        XCTAssertEqual(
            (table.cellForRow(at: IndexPath(row: 2, section: 0)) as? PlayerTableViewCell)?
                .playerIsSelectedImageView.image?.name, "ticked")

        XCTAssertTrue(table.selectRow(at: IndexPath(row: 4, section: 0)))
        XCTAssertEqual(playerList.title, "2 selected")
        XCTAssertTrue(playerList.actionButton.isEnabled)

        XCTAssertTrue(table.selectRow(at: IndexPath(row: 2, section: 0)))
        XCTAssertEqual(playerList.title, "1 selected", "a second tap unpicks the player")
        XCTAssertFalse(playerList.actionButton.isEnabled)
        XCTAssertEqual(playerList.selectedPlayersByRow.keys.sorted(), [4])
    }

    func testSelectionMode_whenCancelled_restoresListModeWithAddPlayerEnabled() async throws {
        let playerList = try RunningApp().logIn()
        XCTAssertTrue(playerList.barButtonItem.tap())
        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 0, section: 0)))

        XCTAssertTrue(playerList.barButtonItem.tap())

        XCTAssertEqual(playerList.viewState, .list)
        XCTAssertEqual(playerList.title, "Players")
        XCTAssertEqual(playerList.barButtonItem.title, "Select")
        XCTAssertEqual(playerList.actionButton.currentTitle, "Add player")
        XCTAssertTrue(playerList.actionButton.isEnabled)
        XCTAssertTrue(playerList.selectedPlayersByRow.isEmpty)
        let cell = try XCTUnwrap(
            playerList.playerTableView.cellForRow(at: IndexPath(row: 0, section: 0))
                as? PlayerTableViewCell)
        XCTAssertTrue(cell.playerIsSelectedImageView.isHidden)
    }

    func testDidSelectRow_whenInListMode_opensDetailsWithoutRecordingASelection() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()

        XCTAssertTrue(playerList.playerTableView.selectRow(at: IndexPath(row: 1, section: 0)))

        XCTAssertEqual(try app.top(PlayerDetailViewController.self).player?.name, "Maria")
        XCTAssertTrue(playerList.selectedPlayersByRow.isEmpty)
    }

    // Scenario: playerList.deletesPlayer
    func testDeletePlayer_whenConfirmed_removesRowAndHidesLoadingView() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()
        XCTAssertTrue(playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        let alert = try app.presentedAlert()
        XCTAssertEqual(alert.title, "Delete player")
        XCTAssertEqual(alert.message, "Are you sure you want to delete the selected player?")
        XCTAssertEqual(alert.actions.map(\.style), [.destructive, .cancel])

        XCTAssertTrue(alert.tapButton(titled: "Delete"))

        XCTAssertEqual(playerList.players.map(\.name), ["Maria", "Ken", "Ana", "Luis", "Sara"])
        XCTAssertEqual(playerList.playerTableView.numberOfRows(inSection: 0), 5)
        XCTAssertTrue(playerList.loadingView.isHidden)
        XCTAssertTrue(playerList.view.isUserInteractionEnabled)
        XCTAssertEqual(app.backend.players(ofUser: InMemoryBackend.demoUsername).count, 5)
    }

    func testDeletePlayer_whenCancelled_keepsPlayer() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()
        XCTAssertTrue(playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))

        XCTAssertTrue(try app.presentedAlert().tapButton(titled: "Cancel"))

        XCTAssertEqual(playerList.players.count, 6)
        XCTAssertEqual(app.backend.players(ofUser: InMemoryBackend.demoUsername).count, 6)
    }

    func testDeletePlayer_whenLastPlayerIsDeleted_showsEmptyView() async throws {
        let backend = InMemoryBackend()
        backend.registerUser(username: "solo", password: Crypto.hash("pw"))
        backend.addPlayer(PlayerCreateModel(name: "Only"), forUser: "solo")
        let app = RunningApp(backend: backend)
        try app.submitLogin(username: "solo", password: "pw")
        let playerList = try app.top(PlayerListViewController.self)
        XCTAssertTrue(playerList.emptyView.isHidden)

        XCTAssertTrue(playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(try app.presentedAlert().tapButton(titled: "Delete"))

        XCTAssertFalse(playerList.emptyView.isHidden)
        XCTAssertTrue(playerList.playerTableView.isHidden)
    }

    func testDeleteRow_whenInSelectionMode_isNotOffered() async throws {
        let app = RunningApp()
        let playerList = try app.logIn()
        XCTAssertTrue(playerList.barButtonItem.tap())

        XCTAssertFalse(playerList.playerTableView.deleteRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertNil(app.navigationController.presentedViewController)
    }

    // Scenario: playerList.showsLoadingError
    func testLoadPlayers_whenRequestFails_presentsErrorAlert() async throws {
        let session = StubNetworkSession()
        session.stub(ResourcePath.players, method: "GET", with: .status(500))
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        let playerList = PlayerListViewController(
            dependencies: AppDependencies(environment: environment, tickSource: ManualClock()))
        let navigationController = UINavigationController(rootViewController: playerList)

        playerList.loadViewIfNeeded()

        let alert = try XCTUnwrap(
            navigationController.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "Error")
        XCTAssertEqual(alert.message, String(describing: ServiceError.unexpectedResponse))
        XCTAssertTrue(playerList.loadingView.isHidden)
        XCTAssertEqual(
            session.lastRequest?.value(forHTTPHeaderField: "Authorization"),
            "Bearer \(AppKeychainMockFactory.token)")
    }
}
