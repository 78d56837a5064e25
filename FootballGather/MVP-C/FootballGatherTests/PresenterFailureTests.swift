import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// What each presenter tells its view when the server fails: the right alert, the loading view
/// hidden again, and no success reported. Every request not stubbed here answers 404.
@MainActor
final class PresenterFailureTests: XCTestCase {
    private let session = StubNetworkSession()
    private let view = RecordingView()

    func testLoginPresenter_whenLoginFails_showsErrorAndStoresNothing() async {
        let environment = makeEnvironment(token: nil)
        let sut = LoginPresenter(view: view, environment: environment)

        sut.performLogin(withUsername: "demo-user", andPassword: "demo-password")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertNil(environment.keychain.username)
        XCTAssertNil(environment.userDefaults.rememberUsername)
    }

    func testLoginPresenter_whenRegisterFails_doesNotLogIn() async {
        let sut = LoginPresenter(view: view, environment: makeEnvironment(token: nil))

        sut.performRegister(withUsername: "demo-user", andPassword: "demo-password")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertEqual(session.recordedRequests.map { $0.url?.path }, [ResourcePath.users])
    }

    // Scenario: playerList.showsLoadingError
    func testPlayerListPresenter_whenLoadingFails_showsError() async {
        let sut = PlayerListPresenter(view: view, environment: makeEnvironment())

        sut.loadPlayers()

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertFalse(sut.hasPlayers)
    }

    func testPlayerListPresenter_whenDeletionFails_keepsThePlayer() async throws {
        session.stub(
            ResourcePath.players, method: "GET", with: .json([ModelsMockFactory.makePlayer()]))
        let sut = PlayerListPresenter(view: view, environment: makeEnvironment())
        sut.loadPlayers()
        sut.requestToDeletePlayer(at: IndexPath(row: 0, section: 0))
        view.events.removeAll()

        sut.deletePlayer()

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertEqual(sut.numberOfRows, 1)
    }

    // Scenario: playerAdd.showsCreateError
    func testPlayerAddPresenter_whenCreationFails_showsCreateError() async {
        let sut = PlayerAddPresenter(view: view, environment: makeEnvironment())

        sut.addPlayer(withName: "Puyol")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error update"])
        XCTAssertEqual(view.errorMessages, ["Unable to create player. Please try again."])
    }

    // Scenario: playerEdit.showsUpdateError
    func testPlayerEditPresenter_whenUpdateFails_showsUpdateError() async {
        let sut = makePlayerEditPresenter(field: .name)

        sut.updatePlayer(withTextFieldValue: "Johnny")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error update"])
        XCTAssertEqual(view.errorMessages, ["Unable to update player. Please try again."])
    }

    func testPlayerEditPresenter_whenValueDiffersOnlyInCase_sendsNothing() async {
        let sut = makePlayerEditPresenter(field: .name)

        XCTAssertTrue(sut.doneButtonIsEnabled(newValue: "JOHN"))
        sut.updatePlayer(withTextFieldValue: "JOHN")

        XCTAssertEqual(view.events, [])
        XCTAssertTrue(session.recordedRequests.isEmpty)
    }

    func testPlayerEditPresenter_whenCurrentItemIsPickedAgain_keepsDoneDisabled() async {
        let sut = makePlayerEditPresenter(field: .position)

        XCTAssertFalse(
            sut.selectItem(at: IndexPath(row: 0, section: 0)), "goalkeeper is the current position")
        XCTAssertTrue(sut.selectItem(at: IndexPath(row: 4, section: 0)))
    }

    func testConfirmPlayersPresenter_whenGatherCannotBeCreated_showsError() async {
        let sut = makeConfirmPlayersPresenterWithTwoTeams()

        sut.startGather()

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertEqual(view.errorMessages, ["Unable to create gather."])
        XCTAssertNil(sut.gatherModel)
    }

    // Scenario: confirmPlayers.showsAddError
    func testConfirmPlayersPresenter_whenAPlayerCannotBeAdded_showsError() async {
        let location = ResourcePath.gathers + "/" + ModelsMockFactory.gatherUUID.uuidString
        session.stub(
            ResourcePath.gathers, method: "POST",
            with: .status(201, headers: ["Location": location]))
        session.stub(
            ResourcePath.player(1, inGather: ModelsMockFactory.gatherUUID), with: .status(200))
        let sut = makeConfirmPlayersPresenterWithTwoTeams()

        sut.startGather()

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertEqual(view.errorMessages, ["Unable to create gather."])
        XCTAssertNil(sut.gatherModel)
    }

    // Scenario: gather.showsEndError
    func testGatherPresenter_whenEndGatherFails_showsUpdateError() async {
        let sut = GatherPresenter(
            view: view, gatherModel: ModelsMockFactory.makeGatherModel(numberOfPlayers: 2),
            timeHandler: GatherTimeHandler(tickSource: ManualClock()),
            environment: makeEnvironment())

        sut.endGather(teamAScoreLabelText: "2", teamBScoreLabelText: "1")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error update"])
        XCTAssertEqual(view.errorMessages, ["Unable to update gather. Please try again."])
    }

    // MARK: - Helpers

    private func makeEnvironment(token: String? = AppKeychainMockFactory.token)
        -> ServiceEnvironment
    {
        ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(token: token),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
    }

    private func makePlayerEditPresenter(field: PlayerEditableFieldOption) -> PlayerEditPresenter {
        let player = ModelsMockFactory.makePlayer()
        let row = PlayerSection.detailSections(for: player).flatMap(\.rows).first {
            $0.editableField == field
        }!
        return PlayerEditPresenter(
            view: view, viewType: field.editViewType,
            playerEditModel: PlayerEditModel(player: player, playerRow: row),
            playerItemsEditModel: PlayerItemsEditModel(field: field, player: player),
            environment: makeEnvironment())
    }

    private func makeConfirmPlayersPresenterWithTwoTeams() -> ConfirmPlayersPresenter {
        let sut = ConfirmPlayersPresenter(
            view: view, playersDictionary: [.bench: ModelsMockFactory.makePlayers(count: 2)],
            environment: makeEnvironment())
        sut.movePlayer(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        sut.movePlayer(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        XCTAssertTrue(sut.startGatherButtonIsEnabled)
        view.events.removeAll()
        return sut
    }
}

/// One view for every presenter: records what it is told, in order (alert messages apart), so
/// a test also sees a success callback that wrongly happens.
@MainActor
private final class RecordingView {
    var events: [String] = []

    func showLoadingView() { events.append("showLoading") }
    func hideLoadingView() { events.append("hideLoading") }

    private(set) var errorMessages: [String] = []

    func handleError(title: String, message: String) {
        events.append("error: \(title)")
        errorMessages.append(message)
    }
}

extension RecordingView: LoginViewProtocol {
    func handleLoginSuccessful() { events.append("loginSuccessful") }
    func handleRegisterSuccessful() { events.append("registerSuccessful") }
}

extension RecordingView: PlayerListViewProtocol {
    func handleLoadPlayersSuccessfully() { events.append("playersLoaded") }
    func handleViewStateChange() { events.append("viewStateChanged") }
    func handleSelectionChange(at indexPath: IndexPath) { events.append("selectionChanged") }
    func handlePlayerUpdate(at indexPath: IndexPath) { events.append("playerUpdated") }
    func handleDeletionRequest() { events.append("deletionRequested") }
    func handlePlayerDeletion(at indexPath: IndexPath) { events.append("playerDeleted") }
}

extension RecordingView: PlayerAddViewProtocol {
    func handlePlayerAddedSuccessfully() { events.append("playerAdded") }
}

extension RecordingView: PlayerEditViewProtocol {
    func handleSuccessfulPlayerUpdate(_ player: PlayerResponseModel) {
        events.append("playerSaved")
    }
}

extension RecordingView: ConfirmPlayersViewProtocol {
    func handleTeamsChange() { events.append("teamsChanged") }
    func handleSuccessfulStartGather() { events.append("gatherStarted") }
}

extension RecordingView: GatherViewProtocol {
    func configureSelectedTime() { events.append("timeConfigured") }
    func handleSuccessfulEndGather() { events.append("gatherEnded") }
}
