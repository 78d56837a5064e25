import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// What each module shows when the server fails: its presenter and interactor (real ones) tell
/// the view the right alert, hide the loading view again, and never ask the router to move on.
/// Every request not stubbed here answers 404.
@MainActor
final class ModuleFailureTests: XCTestCase {
    private let session = StubNetworkSession()
    private lazy var view = RecordingView()
    private lazy var router = RecordingRouter(view: view)

    func testLoginPresenter_whenLoginFails_showsErrorAndStoresNothing() async {
        let environment = makeEnvironment(token: nil)
        let sut = makeLoginPresenter(environment: environment)

        sut.performLogin(withUsername: "demo-user", andPassword: "demo-password")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertNil(environment.keychain.username)
        XCTAssertNil(environment.userDefaults.rememberUsername)
    }

    func testLoginPresenter_whenRegisterFails_doesNotLogIn() async {
        let sut = makeLoginPresenter(environment: makeEnvironment(token: nil))

        sut.performRegister(withUsername: "demo-user", andPassword: "demo-password")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertEqual(session.recordedRequests.map { $0.url?.path }, [ResourcePath.users])
    }

    // Scenario: playerList.showsLoadingError
    func testPlayerListPresenter_whenLoadingFails_showsError() async {
        let sut = makePlayerListPresenter()

        sut.loadPlayers()

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertFalse(sut.hasPlayers)
    }

    func testPlayerListPresenter_whenDeletionFails_keepsThePlayer() async throws {
        session.stub(
            ResourcePath.players, method: "GET", with: .json([ModelsMockFactory.makePlayer()]))
        let sut = makePlayerListPresenter()
        sut.loadPlayers()
        sut.requestToDeletePlayer(at: IndexPath(row: 0, section: 0))
        view.events.removeAll()

        sut.deletePlayer()

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error"])
        XCTAssertEqual(sut.numberOfRows, 1)
    }

    // Scenario: playerAdd.showsCreateError
    func testPlayerAddPresenter_whenCreationFails_showsCreateError() async {
        let interactor = PlayerAddInteractor(environment: makeEnvironment())
        let sut = PlayerAddPresenter(view: view, interactor: interactor, router: router)
        interactor.presenter = sut

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
    }

    // Scenario: gather.showsEndError
    func testGatherPresenter_whenEndGatherFails_showsUpdateError() async {
        let interactor = GatherInteractor(
            gatherModel: ModelsMockFactory.makeGatherModel(numberOfPlayers: 2),
            timeHandler: GatherTimeHandler(tickSource: ManualClock()),
            environment: makeEnvironment())
        let sut = GatherPresenter(view: view, interactor: interactor, router: router)
        interactor.presenter = sut

        sut.endGather(teamAScoreLabelText: "2", teamBScoreLabelText: "1")

        XCTAssertEqual(view.events, ["showLoading", "hideLoading", "error: Error update"])
        XCTAssertEqual(view.errorMessages, ["Unable to update gather. Please try again."])
    }

    // MARK: - Helpers

    private func makeEnvironment(
        token: String? = AppKeychainMockFactory.token
    ) -> ServiceEnvironment {
        ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(token: token),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
    }

    private func makeLoginPresenter(environment: ServiceEnvironment) -> LoginPresenter {
        let interactor = LoginInteractor(environment: environment)
        let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
        interactor.presenter = presenter
        return presenter
    }

    private func makePlayerListPresenter() -> PlayerListPresenter {
        let interactor = PlayerListInteractor(environment: makeEnvironment())
        let presenter = PlayerListPresenter(view: view, interactor: interactor, router: router)
        interactor.presenter = presenter
        return presenter
    }

    private func makePlayerEditPresenter(field: PlayerEditableFieldOption) -> PlayerEditPresenter {
        let player = ModelsMockFactory.makePlayer()
        let row = PlayerSection.detailSections(for: player).flatMap(\.rows)
            .first { $0.editableField == field }!
        let interactor = PlayerEditInteractor(player: player, environment: makeEnvironment())
        let presenter = PlayerEditPresenter(
            view: view, interactor: interactor, router: router, viewType: field.editViewType,
            playerEditModel: PlayerEditModel(player: player, playerRow: row),
            playerItemsEditModel: PlayerItemsEditModel(field: field, player: player))
        interactor.presenter = presenter
        return presenter
    }

    private func makeConfirmPlayersPresenterWithTwoTeams() -> ConfirmPlayersPresenter {
        let interactor = ConfirmPlayersInteractor(
            playersDictionary: [.bench: ModelsMockFactory.makePlayers(count: 2)],
            environment: makeEnvironment())
        let sut = ConfirmPlayersPresenter(view: view, interactor: interactor, router: router)
        interactor.presenter = sut
        sut.movePlayer(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        sut.movePlayer(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        XCTAssertTrue(sut.startGatherButtonIsEnabled)
        view.events.removeAll()
        return sut
    }
}

/// One view for every presenter: records what it is told, in order (alert messages apart), so
/// a test also sees a success that wrongly happens.
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

extension RecordingView: LoginPresenterToViewProtocol {}

extension RecordingView: PlayerListPresenterToViewProtocol {
    func handleLoadPlayersSuccessfully() { events.append("playersLoaded") }
    func handleViewStateChange() { events.append("viewStateChanged") }
    func handleSelectionChange(at indexPath: IndexPath) { events.append("selectionChanged") }
    func handlePlayerUpdate(at indexPath: IndexPath) { events.append("playerUpdated") }
    func handleDeletionRequest() { events.append("deletionRequested") }
    func handlePlayerDeletion(at indexPath: IndexPath) { events.append("playerDeleted") }
}

extension RecordingView: PlayerAddPresenterToViewProtocol {}

extension RecordingView: PlayerEditPresenterToViewProtocol {}

extension RecordingView: ConfirmPlayersPresenterToViewProtocol {
    func handleTeamsChange() { events.append("teamsChanged") }
}

extension RecordingView: GatherPresenterToViewProtocol {
    func configureSelectedTime() { events.append("timeConfigured") }
}

/// One router for every presenter: any navigation lands in the view's event list, so a failure
/// that still moves on shows up in the same assertion.
@MainActor
private final class RecordingRouter {
    let view: RecordingView

    init(view: RecordingView) {
        self.view = view
    }

    private func record(_ event: String) { view.events.append("router: \(event)") }
}

extension RecordingRouter: LoginPresenterToRouterProtocol {
    func showPlayerList() { record("showPlayerList") }
}

extension RecordingRouter: PlayerListPresenterToRouterProtocol {
    func showPlayerDetails(for player: PlayerResponseModel) { record("showPlayerDetails") }
    func showPlayerAdd() { record("showPlayerAdd") }
    func showConfirmPlayers(with playersDictionary: [TeamSection: [PlayerResponseModel]]) {
        record("showConfirmPlayers")
    }
    func popToPlayerList() { record("popToPlayerList") }
}

extension RecordingRouter: PlayerAddPresenterToRouterProtocol {
    func closeAfterAddingPlayer() { record("closeAfterAddingPlayer") }
}

extension RecordingRouter: PlayerEditPresenterToRouterProtocol {
    func closeAfterSaving(_ player: PlayerResponseModel) { record("closeAfterSaving") }
}

extension RecordingRouter: ConfirmPlayersPresenterToRouterProtocol {
    func showGather(with gatherModel: GatherModel) { record("showGather") }
}

extension RecordingRouter: GatherPresenterToRouterProtocol {
    func closeAfterEndingGather() { record("closeAfterEndingGather") }
}
