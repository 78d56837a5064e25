import FootballGatherKit
import FootballGatherTestSupport
import HeadlessUI
import XCTest

@testable import FootballGather

/// What each screen does when the server refuses a request: the alert of the original, the
/// user stays on the screen, and nobody is told of a change that did not happen.
@MainActor
final class ServerErrorAlertTests: XCTestCase {
    private let session = StubNetworkSession()

    // Scenario: playerAdd.showsCreateError
    func testPlayerAdd_whenCreateFails_presentsErrorAndStays() async throws {
        session.stub(ResourcePath.players, method: "POST", with: .status(500))
        let delegate = RecordingDelegate()
        let playerAdd = PlayerAddViewController(dependencies: makeDependencies())
        playerAdd.delegate = delegate
        let navigationController = makeNavigationController(showing: playerAdd)

        XCTAssertTrue(playerAdd.playerNameTextField.type("Zoe"))
        XCTAssertTrue(playerAdd.doneButton.tap())

        try assertAlert(
            in: navigationController, title: "Error update",
            message: "Unable to create player. Please try again.")
        XCTAssertTrue(navigationController.topViewController === playerAdd)
        XCTAssertEqual(delegate.addedCount, 0)
    }

    // Scenario: playerEdit.showsUpdateError
    func testPlayerEdit_whenUpdateFails_presentsErrorAndStays() async throws {
        let player = ModelsMockFactory.makePlayer()
        session.stub("\(ResourcePath.players)/\(player.id)", method: "PUT", with: .status(500))
        let delegate = RecordingDelegate()
        let playerEdit = PlayerEditViewController(dependencies: makeDependencies())
        playerEdit.delegate = delegate
        playerEdit.playerEditModel = PlayerEditModel(
            player: player,
            playerRow: PlayerRow(title: "Name", value: player.name, editableField: .name))
        let navigationController = makeNavigationController(showing: playerEdit)

        XCTAssertTrue(playerEdit.playerEditTextField.replaceText(with: "Johnny"))
        XCTAssertTrue(playerEdit.doneButton.tap())

        try assertAlert(
            in: navigationController, title: "Error update",
            message: "Unable to update player. Please try again.")
        XCTAssertTrue(navigationController.topViewController === playerEdit)
        XCTAssertTrue(delegate.editedPlayers.isEmpty)
    }

    func testPlayerEdit_whenValueDiffersOnlyInCase_sendsNothing() async throws {
        let player = ModelsMockFactory.makePlayer()
        let playerEdit = PlayerEditViewController(dependencies: makeDependencies())
        playerEdit.playerEditModel = PlayerEditModel(
            player: player,
            playerRow: PlayerRow(title: "Name", value: player.name, editableField: .name))
        _ = makeNavigationController(showing: playerEdit)

        XCTAssertTrue(playerEdit.playerEditTextField.replaceText(with: player.name.uppercased()))
        XCTAssertTrue(playerEdit.doneButton.isEnabled, "the text differs")
        XCTAssertTrue(playerEdit.doneButton.tap())

        XCTAssertTrue(session.recordedRequests.isEmpty, "a change of case alone is not saved")
    }

    // Scenario: confirmPlayers.showsAddError
    func testConfirmPlayers_whenAddingAPlayerToTheGatherFails_presentsErrorAndStays() async throws {
        session.stub(
            ResourcePath.gathers, method: "POST",
            with: .status(
                201,
                headers: [
                    "Location": "\(ResourcePath.gathers)/\(ModelsMockFactory.gatherUUID.uuidString)"
                ]))
        session.stub(
            ResourcePath.player(1, inGather: ModelsMockFactory.gatherUUID), with: .status(200))
        session.stub(
            ResourcePath.player(2, inGather: ModelsMockFactory.gatherUUID), with: .status(500))
        let players = ModelsMockFactory.makePlayers(count: 2)
        let confirmPlayers = ConfirmPlayersViewController(dependencies: makeDependencies())
        confirmPlayers.playersDictionary = [.teamA: [players[0]], .teamB: [players[1]]]
        let navigationController = makeNavigationController(showing: confirmPlayers)

        XCTAssertTrue(confirmPlayers.startGatherButton.tap())

        try assertAlert(
            in: navigationController, title: "Error", message: "Unable to create gather.")
        XCTAssertTrue(
            navigationController.topViewController === confirmPlayers,
            "a gather missing a player does not start")
        XCTAssertEqual(session.recordedRequests.count, 3)
    }

    // Scenario: gather.showsEndError
    func testGather_whenEndingFails_presentsErrorAndStays() async throws {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 2)
        session.stub(
            "\(ResourcePath.gathers)/\(gatherModel.gatherUUID.uuidString)", method: "PUT",
            with: .status(500))
        let gather = GatherViewController(dependencies: makeDependencies())
        gather.gatherModel = gatherModel
        let navigationController = makeNavigationController(showing: gather)

        XCTAssertTrue(gather.endGatherButton.tap())
        XCTAssertTrue(
            try XCTUnwrap(navigationController.presentedViewController as? UIAlertController)
                .tapButton(titled: "Yes"))

        try assertAlert(
            in: navigationController, title: "Error update",
            message: "Unable to update gather. Please try again.")
        XCTAssertTrue(navigationController.topViewController === gather)
    }

    func testRegister_whenUsernameIsTaken_presentsErrorAndStays() async throws {
        let app = RunningApp()

        try app.submitLogin(register: true)

        XCTAssertEqual(try app.presentedAlert().title, "Error")
        XCTAssertNotNil(try app.top(LoginViewController.self))
    }

    // MARK: - Helpers

    private func makeDependencies() -> AppDependencies {
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        return AppDependencies(environment: environment, tickSource: ManualClock())
    }

    /// `screen` pushed over a root screen, in a visible window.
    private func makeNavigationController(showing screen: UIViewController)
        -> UINavigationController
    {
        let navigationController = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        navigationController.pushViewController(screen, animated: false)
        return navigationController
    }

    private func assertAlert(
        in navigationController: UINavigationController, title: String, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let alert = try XCTUnwrap(
            navigationController.presentedViewController as? UIAlertController, file: file,
            line: line)
        XCTAssertEqual(alert.title, title, file: file, line: line)
        XCTAssertEqual(alert.message, message, file: file, line: line)
        XCTAssertEqual(alert.actions.map(\.title), ["OK"], file: file, line: line)
    }
}

/// Records what the add and edit screens report to the screen below them.
@MainActor
private final class RecordingDelegate: AddPlayerDelegate, PlayerEditViewControllerDelegate {
    private(set) var addedCount = 0
    private(set) var editedPlayers: [PlayerResponseModel] = []

    func playerWasAdded() {
        addedCount += 1
    }

    func didFinishEditing(player: PlayerResponseModel) {
        editedPlayers.append(player)
    }
}
