import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// What each scene shows when the server fails: its interactor and presenter (real ones, with
/// real workers on a stub session) give the view controller the loading state, then the right
/// alert, and never a success that would route on. Every request not stubbed here answers 404.
@MainActor
final class SceneFailureTests: XCTestCase {
    private let session = StubNetworkSession()
    private let display = RecordingDisplay()

    func testLogin_whenLoginFails_showsErrorAndStoresNothing() async {
        let environment = makeEnvironment(token: nil)
        let sut = makeLoginInteractor(environment: environment)

        sut.authenticate(
            request: Login.Authenticate.Request(
                action: .login, username: "demo-user", password: "demo-password"))

        XCTAssertEqual(display.events, ["loading", "error: Error"])
        XCTAssertNil(environment.keychain.username)
        XCTAssertNil(environment.userDefaults.rememberUsername)
    }

    func testLogin_whenRegisterFails_doesNotLogIn() async {
        let sut = makeLoginInteractor(environment: makeEnvironment(token: nil))

        sut.authenticate(
            request: Login.Authenticate.Request(
                action: .register, username: "demo-user", password: "demo-password"))

        XCTAssertEqual(display.events, ["loading", "error: Error"])
        XCTAssertEqual(session.recordedRequests.map { $0.url?.path }, [ResourcePath.users])
    }

    func testLogin_whenAFieldIsEmpty_asksForBothWithoutCallingTheServer() async {
        let sut = makeLoginInteractor(environment: makeEnvironment())

        sut.authenticate(
            request: Login.Authenticate.Request(action: .login, username: "x", password: ""))

        XCTAssertEqual(display.events, ["error: Error"])
        XCTAssertEqual(display.errorMessages, ["Both fields are mandatory."])
        XCTAssertTrue(session.recordedRequests.isEmpty)
    }

    // Scenario: playerList.showsLoadingError
    func testPlayerList_whenLoadingFails_showsError() async {
        let sut = makePlayerListInteractor()

        sut.fetchPlayers(request: PlayerList.FetchPlayers.Request())

        XCTAssertEqual(display.events, ["loading", "error: Error"])
    }

    func testPlayerList_whenDeletionFails_keepsThePlayer() async throws {
        session.stub(
            ResourcePath.players, method: "GET", with: .json([ModelsMockFactory.makePlayer()]))
        let sut = makePlayerListInteractor()
        sut.fetchPlayers(request: PlayerList.FetchPlayers.Request())
        sut.requestDeletion(request: PlayerList.DeletePlayer.Request(row: 0))
        XCTAssertEqual(display.events.last, "deletionConfirmation")
        display.events.removeAll()

        sut.confirmDeletion(request: PlayerList.DeletePlayer.ConfirmRequest())

        XCTAssertEqual(display.events, ["loading", "error: Error"])
        sut.toggleViewState(request: PlayerList.ToggleViewState.Request())
        XCTAssertEqual(display.lastList?.rows.count, 1)
    }

    // Scenario: playerAdd.showsCreateError
    func testPlayerAdd_whenCreationFails_showsCreateError() async {
        let sut = PlayerAddInteractor(worker: PlayerAddWorker(environment: makeEnvironment()))
        sut.presenter = makePresenter(PlayerAddPresenter())

        sut.addPlayer(request: PlayerAdd.AddPlayer.Request(name: "Puyol"))

        XCTAssertEqual(display.events, ["loading", "error: Error update"])
        XCTAssertEqual(display.errorMessages, ["Unable to create player. Please try again."])
    }

    // Scenario: playerEdit.showsUpdateError
    func testPlayerEdit_whenUpdateFails_showsUpdateError() async {
        let sut = makePlayerEditInteractor(field: .name)

        sut.save(request: PlayerEdit.Save.Request(text: "Johnny"))

        XCTAssertEqual(display.events, ["loading", "error: Error update"])
        XCTAssertEqual(display.errorMessages, ["Unable to update player. Please try again."])
        XCTAssertNil(sut.savedPlayer)
    }

    func testPlayerEdit_whenValueDiffersOnlyInCase_sendsNothing() async {
        let sut = makePlayerEditInteractor(field: .name)

        sut.changeText(request: PlayerEdit.ChangeText.Request(text: "JOHN"))
        sut.save(request: PlayerEdit.Save.Request(text: "JOHN"))

        XCTAssertEqual(display.events, ["doneEnabled true"])
        XCTAssertTrue(session.recordedRequests.isEmpty)
    }

    func testPlayerEdit_whenCurrentItemIsPickedAgain_keepsDoneDisabled() async {
        let sut = makePlayerEditInteractor(field: .position)

        sut.selectItem(request: PlayerEdit.SelectItem.Request(row: 0))
        sut.selectItem(request: PlayerEdit.SelectItem.Request(row: 4))

        XCTAssertEqual(
            display.events, ["doneEnabled false", "doneEnabled true"],
            "goalkeeper is the current position")
    }

    func testConfirmPlayers_whenGatherCannotBeCreated_showsError() async {
        let sut = makeConfirmPlayersInteractorWithTwoTeams()

        sut.startGather(request: ConfirmPlayers.StartGather.Request())

        XCTAssertEqual(display.events, ["loading", "error: Error"])
        XCTAssertEqual(display.errorMessages, ["Unable to create gather."])
        XCTAssertNil(sut.gatherModel)
    }

    // Scenario: confirmPlayers.showsAddError
    func testConfirmPlayers_whenAPlayerCannotBeAdded_showsError() async {
        let location = ResourcePath.gathers + "/" + ModelsMockFactory.gatherUUID.uuidString
        session.stub(
            ResourcePath.gathers, method: "POST",
            with: .status(201, headers: ["Location": location]))
        session.stub(
            ResourcePath.player(1, inGather: ModelsMockFactory.gatherUUID), with: .status(200))
        let sut = makeConfirmPlayersInteractorWithTwoTeams()

        sut.startGather(request: ConfirmPlayers.StartGather.Request())

        XCTAssertEqual(display.events, ["loading", "error: Error"])
        XCTAssertNil(sut.gatherModel)
    }

    // Scenario: gather.showsEndError
    func testGather_whenEndGatherFails_showsUpdateError() async {
        let sut = GatherInteractor(
            gatherModel: ModelsMockFactory.makeGatherModel(numberOfPlayers: 2),
            timeHandler: GatherTimeHandler(tickSource: ManualClock()),
            worker: GatherWorker(environment: makeEnvironment()))
        sut.presenter = makePresenter(GatherPresenter())

        sut.endGather(request: Gather.EndGather.Request(teamAScore: "2", teamBScore: "1"))

        XCTAssertEqual(display.events, ["loading", "error: Error update"])
        XCTAssertEqual(display.errorMessages, ["Unable to update gather. Please try again."])
    }

    // MARK: - Helpers

    private func makeEnvironment(
        token: String? = AppKeychainMockFactory.token
    ) -> ServiceEnvironment {
        ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(token: token),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
    }

    /// Points a real presenter at the recording display.
    private func makePresenter<Presenter: AnyObject>(_ presenter: Presenter) -> Presenter {
        switch presenter {
        case let presenter as LoginPresenter: presenter.viewController = display
        case let presenter as PlayerListPresenter: presenter.viewController = display
        case let presenter as PlayerAddPresenter: presenter.viewController = display
        case let presenter as PlayerEditPresenter: presenter.viewController = display
        case let presenter as ConfirmPlayersPresenter: presenter.viewController = display
        case let presenter as GatherPresenter: presenter.viewController = display
        default: XCTFail("no display for \(type(of: presenter))")
        }
        return presenter
    }

    private func makeLoginInteractor(environment: ServiceEnvironment) -> LoginInteractor {
        let interactor = LoginInteractor(
            worker: LoginWorker(environment: environment), environment: environment)
        interactor.presenter = makePresenter(LoginPresenter())
        return interactor
    }

    private func makePlayerListInteractor() -> PlayerListInteractor {
        let interactor = PlayerListInteractor(
            worker: PlayerListWorker(environment: makeEnvironment()))
        interactor.presenter = makePresenter(PlayerListPresenter())
        return interactor
    }

    private func makePlayerEditInteractor(
        field: PlayerEditableFieldOption
    ) -> PlayerEditInteractor {
        let player = ModelsMockFactory.makePlayer()
        let row = PlayerSection.detailSections(for: player).flatMap(\.rows)
            .first { $0.editableField == field }!
        let interactor = PlayerEditInteractor(
            viewType: field.editViewType,
            playerEditModel: PlayerEditModel(player: player, playerRow: row),
            playerItemsEditModel: PlayerItemsEditModel(field: field, player: player),
            worker: PlayerEditWorker(environment: makeEnvironment()))
        interactor.presenter = makePresenter(PlayerEditPresenter())
        return interactor
    }

    private func makeConfirmPlayersInteractorWithTwoTeams() -> ConfirmPlayersInteractor {
        let interactor = ConfirmPlayersInteractor(
            playersDictionary: [.bench: ModelsMockFactory.makePlayers(count: 2)],
            worker: ConfirmPlayersWorker(environment: makeEnvironment()))
        interactor.presenter = makePresenter(ConfirmPlayersPresenter())
        interactor.movePlayer(
            request: ConfirmPlayers.MovePlayer.Request(
                source: IndexPath(row: 0, section: 0), destination: IndexPath(row: 0, section: 1)))
        interactor.movePlayer(
            request: ConfirmPlayers.MovePlayer.Request(
                source: IndexPath(row: 0, section: 0), destination: IndexPath(row: 0, section: 2)))
        XCTAssertEqual(display.lastTeams?.startGatherButtonIsEnabled, true)
        display.events.removeAll()
        return interactor
    }
}

/// One display for every scene: records what it is told, in order (alert messages apart), so
/// a test also sees a success that wrongly happens.
@MainActor
private final class RecordingDisplay {
    var events: [String] = []
    private(set) var errorMessages: [String] = []
    private(set) var lastList: PlayerList.DisplayedList?
    private(set) var lastTeams: ConfirmPlayers.DisplayedTeams?

    func record(error title: String, _ message: String) {
        events.append("error: \(title)")
        errorMessages.append(message)
    }
}

extension RecordingDisplay: LoginDisplayLogic {
    func displayCredentials(viewModel: Login.LoadCredentials.ViewModel) {
        events.append("credentials")
    }

    func displayAuthentication(viewModel: Login.Authenticate.ViewModel) {
        switch viewModel {
        case .loading: events.append("loading")
        case .error(let title, let message): record(error: title, message)
        case .authenticated: events.append("authenticated")
        }
    }
}

extension RecordingDisplay: PlayerListDisplayLogic {
    func displayPlayers(viewModel: PlayerList.ViewModel) {
        switch viewModel {
        case .loading: events.append("loading")
        case .list(let list, _):
            lastList = list
            events.append("list")
        case .error(let title, let message): record(error: title, message)
        }
    }

    func displayPlayerDetails() { events.append("playerDetails") }
    func displayAction(viewModel: PlayerList.PerformAction.ViewModel) {
        events.append("action")
    }
    func displayDeletionConfirmation(viewModel: PlayerList.DeletePlayer.ConfirmationViewModel) {
        events.append("deletionConfirmation")
    }
}

extension RecordingDisplay: PlayerAddDisplayLogic {
    func displayLoad(viewModel: PlayerAdd.Load.ViewModel) { events.append("load") }
    func displayNameChange(viewModel: PlayerAdd.ChangeName.ViewModel) {
        events.append("doneEnabled \(viewModel.doneButtonIsEnabled)")
    }
    func displayAddPlayer(viewModel: PlayerAdd.AddPlayer.ViewModel) {
        switch viewModel {
        case .loading: events.append("loading")
        case .added: events.append("added")
        case .error(let title, let message): record(error: title, message)
        }
    }
}

extension RecordingDisplay: PlayerEditDisplayLogic {
    func displayLoad(viewModel: PlayerEdit.Load.ViewModel) { events.append("load") }
    func displayTextChange(viewModel: PlayerEdit.ChangeText.ViewModel) {
        events.append("doneEnabled \(viewModel.doneButtonIsEnabled)")
    }
    func displaySelectedItem(viewModel: PlayerEdit.SelectItem.ViewModel) {
        events.append("doneEnabled \(viewModel.doneButtonIsEnabled)")
    }
    func displaySave(viewModel: PlayerEdit.Save.ViewModel) {
        switch viewModel {
        case .loading: events.append("loading")
        case .saved: events.append("saved")
        case .error(let title, let message): record(error: title, message)
        }
    }
}

extension RecordingDisplay: ConfirmPlayersDisplayLogic {
    func displayTeams(viewModel: ConfirmPlayers.DisplayedTeams) {
        lastTeams = viewModel
        events.append("teams")
    }
    func displayStartGather(viewModel: ConfirmPlayers.StartGather.ViewModel) {
        switch viewModel {
        case .loading: events.append("loading")
        case .started: events.append("started")
        case .error(let title, let message): record(error: title, message)
        }
    }
}

extension RecordingDisplay: GatherDisplayLogic {
    func displayLoad(viewModel: Gather.Load.ViewModel) { events.append("load") }
    func displaySetTimer(viewModel: Gather.SetTimer.ViewModel) { events.append("setTimer") }
    func displayCancelTimer(viewModel: Gather.CancelTimer.ViewModel) { events.append("cancel") }
    func displayConfirmedTime(viewModel: Gather.ConfirmTime.ViewModel) {
        events.append("confirmedTime")
    }
    func displayToggledTimer(viewModel: Gather.ToggleTimer.ViewModel) { events.append("toggle") }
    func displayTime(viewModel: Gather.UpdateTime.ViewModel) { events.append("time") }
    func displayScore(viewModel: Gather.UpdateScore.ViewModel) { events.append("score") }
    func displayEndGather(viewModel: Gather.EndGather.ViewModel) {
        switch viewModel {
        case .loading: events.append("loading")
        case .ended: events.append("ended")
        case .error(let title, let message): record(error: title, message)
        }
    }
}
