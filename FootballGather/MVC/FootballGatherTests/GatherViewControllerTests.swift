import FootballGatherKit
import FootballGatherTestSupport
import HeadlessUI
import XCTest

@testable import FootballGather

/// The 30 Gather key-class tests of the original MVC app, same names and intent. The original
/// waited on a real `Timer`; these move a `ManualClock` instead, and the end-gather request is
/// answered synchronously by a stub session.
@MainActor
final class GatherViewControllerTests: XCTestCase {
    // MARK: - Loading

    func testOutlets_whenViewControllerIsLoadedFromStoryboard_areNotNil() async {
        let sut = makeSUT()
        sut.loadViewIfNeeded()

        let outlets: [UIView] = [
            sut.playerTableView, sut.scoreLabelView, sut.scoreStepper, sut.timerLabel,
            sut.timerView, sut.actionTimerButton, sut.timerPickerView,
        ]
        for outlet in outlets {
            XCTAssertTrue(
                outlet.isDescendant(of: sut.view), "\(type(of: outlet)) is not in the screen's view"
            )
        }
    }

    func testViewDidLoad_whenViewControllerIsLoadedFromStoryboard_setsVariables() async {
        let sut = makeSUT()
        sut.loadViewIfNeeded()

        XCTAssertEqual(sut.title, "Gather in progress")
        XCTAssertTrue(sut.timerView.isHidden)
        XCTAssertTrue(sut.timerPickerView.delegate === sut)
        XCTAssertTrue(sut.timerPickerView.dataSource === sut)
        XCTAssertEqual(sut.timerLabel.text, "10:00")
        XCTAssertEqual(sut.actionTimerButton.currentTitle, "Start")
    }

    // MARK: - Teams table

    func testNumberOfSections_whenGatherModelIsSet_returnsTwoTeams() async {
        let sut = makeLoadedSUT()

        XCTAssertEqual(sut.numberOfSections(in: sut.playerTableView), 2)
        XCTAssertEqual(sut.playerTableView.numberOfSections, 2)
    }

    func testTitleForHeaderInSection_whenSectionIsTeamAAndGatherModelIsSet_returnsTeamATitleHeader()
        async
    {
        let sut = makeLoadedSUT()

        XCTAssertEqual(sut.tableView(sut.playerTableView, titleForHeaderInSection: 0), "Team A")
    }

    func testTitleForHeaderInSection_whenSectionIsTeamBAndGatherModelIsSet_returnsTeamBTitleHeader()
        async
    {
        let sut = makeLoadedSUT()

        XCTAssertEqual(sut.tableView(sut.playerTableView, titleForHeaderInSection: 1), "Team B")
    }

    func testNumberOfRowsInSection_whenTeamIsA_returnsNumberOfPlayersInTeamA() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)
        let sut = makeLoadedSUT(gatherModel: gatherModel)

        XCTAssertEqual(sut.tableView(sut.playerTableView, numberOfRowsInSection: 0), 3)
        XCTAssertEqual(
            sut.tableView(sut.playerTableView, numberOfRowsInSection: 0),
            gatherModel.players(in: .teamA).count)
    }

    func testNumberOfRowsInSection_whenTeamIsB_returnsNumberOfPlayersInTeamB() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)
        let sut = makeLoadedSUT(gatherModel: gatherModel)

        XCTAssertEqual(sut.tableView(sut.playerTableView, numberOfRowsInSection: 1), 2)
        XCTAssertEqual(
            sut.tableView(sut.playerTableView, numberOfRowsInSection: 1),
            gatherModel.players(in: .teamB).count)
    }

    func testNumberOfRowsInSection_whenGatherModelIsNil_returnsZero() async {
        let sut = makeLoadedSUT(gatherModel: nil)

        XCTAssertEqual(sut.tableView(sut.playerTableView, numberOfRowsInSection: 0), 0)
        XCTAssertEqual(sut.tableView(sut.playerTableView, numberOfRowsInSection: 1), 0)
    }

    func testCellForRowAtIndexPath_whenSectionIsTeamA_setsCellDetails() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 4)
        let sut = makeLoadedSUT(gatherModel: gatherModel)
        let player = gatherModel.players(in: .teamA)[1]

        let cell = sut.tableView(sut.playerTableView, cellForRowAt: IndexPath(row: 1, section: 0))

        XCTAssertEqual(cell.textLabel?.text, player.name)
        XCTAssertEqual(cell.detailTextLabel?.text, player.preferredPosition?.acronym)
    }

    func testCellForRowAtIndexPath_whenSectionIsTeamB_setsCellDetails() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 4)
        let sut = makeLoadedSUT(gatherModel: gatherModel)
        let player = gatherModel.players(in: .teamB)[0]

        let cell = sut.tableView(sut.playerTableView, cellForRowAt: IndexPath(row: 0, section: 1))

        XCTAssertEqual(cell.textLabel?.text, player.name)
        XCTAssertEqual(cell.detailTextLabel?.text, player.preferredPosition?.acronym)
    }

    // MARK: - Time picker

    func testPickerViewNumberOfComponents_returnsAllCountDownCases() async {
        let sut = makeLoadedSUT()

        XCTAssertEqual(sut.numberOfComponents(in: sut.timerPickerView), 2)
    }

    func testPickerViewNumberOfRowsInComponent_whenComponentIsInvalid_returnsZero() async {
        let sut = makeLoadedSUT()

        XCTAssertEqual(sut.pickerView(sut.timerPickerView, numberOfRowsInComponent: -1), 0)
        XCTAssertEqual(sut.pickerView(sut.timerPickerView, numberOfRowsInComponent: 2), 0)
    }

    func testPickerViewNumberOfRowsInComponent_whenComponentIsMinutes_returns60() async {
        let sut = makeLoadedSUT()

        XCTAssertEqual(
            sut.pickerView(
                sut.timerPickerView,
                numberOfRowsInComponent: GatherTimePickerComponent.minutes.rawValue), 60)
    }

    func testPickerViewNumberOfRowsInComponent_whenComponentIsSecounds() async {
        let sut = makeLoadedSUT()

        XCTAssertEqual(
            sut.pickerView(
                sut.timerPickerView,
                numberOfRowsInComponent: GatherTimePickerComponent.seconds.rawValue), 60)
    }

    func testPickerViewTitleForRow_whenComponentIsInvalid_isNil() async {
        let sut = makeLoadedSUT()

        XCTAssertNil(sut.pickerView(sut.timerPickerView, titleForRow: 0, forComponent: -1))
    }

    func testPickerViewTitleForRow_whenComponentIsMinutes_containsMin() async throws {
        let sut = makeLoadedSUT()

        let title = try XCTUnwrap(
            sut.pickerView(sut.timerPickerView, titleForRow: 15, forComponent: 0))
        XCTAssertTrue(title.contains("min"), title)
        XCTAssertTrue(title.hasPrefix("15"), title)
    }

    func testPickerViewTitleForRow_whenComponentIsSeconds_containsSec() async throws {
        let sut = makeLoadedSUT()

        let title = try XCTUnwrap(
            sut.pickerView(sut.timerPickerView, titleForRow: 15, forComponent: 1))
        XCTAssertTrue(title.contains("sec"), title)
        XCTAssertTrue(title.hasPrefix("15"), title)
    }

    // MARK: - Timer actions

    func testSetTimer_whenActionIsSent_showsTimerView() async {
        let sut = makeLoadedSUT()

        XCTAssertTrue(sut.setTimerButton.tap())

        XCTAssertFalse(sut.timerView.isHidden)
        XCTAssertEqual(
            sut.timerPickerView.selectedRow(inComponent: 0), 10,
            "the picker starts at the current time")
        XCTAssertEqual(sut.timerPickerView.selectedRow(inComponent: 1), 0)
    }

    func testCancelTimer_whenActionIsSent_hidesTimerView() async {
        let sut = makeLoadedSUT()
        sut.setTimer()

        XCTAssertTrue(sut.cancelTimerButton.tap())

        XCTAssertTrue(sut.timerView.isHidden)
        XCTAssertEqual(sut.timerLabel.text, "10:00")
    }

    func testTimerCancel_whenActionIsSent_hidesTimerView() async throws {
        let sut = makeLoadedSUT()
        sut.setTimer()

        XCTAssertTrue(try XCTUnwrap(sut.timerToolbar.items?.first { $0.title == "Cancel" }).tap())

        XCTAssertTrue(sut.timerView.isHidden)
    }

    func testTimerDone_whenActionIsSent_hidesTimerViewAndSetsMinutesAndSeconds() async throws {
        let sut = makeLoadedSUT()
        sut.setTimer()
        XCTAssertTrue(sut.timerPickerView.spinToRow(5, inComponent: 0))

        XCTAssertTrue(try XCTUnwrap(sut.timerToolbar.items?.first { $0.title == "Done" }).tap())

        XCTAssertTrue(sut.timerView.isHidden)
        XCTAssertGreaterThan(sut.timerPickerView.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(sut.timerPickerView.selectedRow(inComponent: 1), 0)
        XCTAssertEqual(sut.timeHandler.selectedTime, GatherTime(minutes: 5, seconds: 0))
        XCTAssertEqual(sut.timerLabel.text, "05:00")
    }

    func testActionTimer_whenSelectedTimeIsZero_returns() async {
        let clock = ManualClock()
        let sut = makeLoadedSUT(clock: clock)
        selectTime(minutes: 0, seconds: 0, in: sut)

        XCTAssertTrue(sut.actionTimerButton.tap())

        XCTAssertEqual(sut.timeHandler.state, .stopped)
        XCTAssertEqual(sut.actionTimerButton.currentTitle, "Start")
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    // Scenario: gather.runsTimer
    func testActionTimer_whenSelectedTimeIsSet_updatesTimer() async {
        let clock = ManualClock()
        let sut = makeLoadedSUT(clock: clock)
        selectTime(minutes: 0, seconds: 1, in: sut)
        XCTAssertEqual(sut.actionTimerButton.currentTitle, "Start")

        sut.actionTimer()
        XCTAssertEqual(sut.actionTimerButton.currentTitle, "Pause")

        clock.advance(bySeconds: 2)
        XCTAssertEqual(sut.actionTimerButton.currentTitle, "Start")
        XCTAssertEqual(sut.timerLabel.text, "00:00")
        XCTAssertEqual(clock.activeTimerCount, 0, "the timer stops itself at 00:00")
    }

    func testActionTimer_whenTimerIsSetAndRunning_isPaused() async {
        let clock = ManualClock()
        let sut = makeLoadedSUT(clock: clock)
        selectTime(minutes: 0, seconds: 3, in: sut)
        sut.actionTimer()

        clock.advance(bySeconds: 1)
        sut.actionTimer()

        XCTAssertEqual(sut.actionTimerButton.currentTitle, "Resume")
        clock.advance(bySeconds: 5)
        XCTAssertEqual(sut.timerLabel.text, "00:02", "a paused timer keeps the time left")
    }

    func testUpdateTimer_whenSecondsReachZero_decrementsMinuteComponent() async {
        let clock = ManualClock()
        let sut = makeLoadedSUT(clock: clock)
        selectTime(minutes: 1, seconds: 0, in: sut)
        XCTAssertEqual(sut.timerLabel.text, "01:00")
        sut.actionTimer()

        clock.advance(bySeconds: 1)

        XCTAssertEqual(sut.timerLabel.text, "00:59")
    }

    // MARK: - Score

    func testStepperDidChangeValue_whenTeamAScores_updatesTeamAScoreLabel() async {
        let sut = makeLoadedSUT()

        sut.stepper(UIStepper(), didChangeValueForTeam: .teamA, newValue: 1)

        XCTAssertEqual(sut.scoreLabelView.teamAScoreLabel.text, "1")
        XCTAssertEqual(sut.scoreLabelView.teamBScoreLabel.text, "0")
    }

    func testStepperDidChangeValue_whenTeamBScores_updatesTeamBScoreLabel() async {
        let sut = makeLoadedSUT()

        sut.stepper(UIStepper(), didChangeValueForTeam: .teamB, newValue: 1)

        XCTAssertEqual(sut.scoreLabelView.teamAScoreLabel.text, "0")
        XCTAssertEqual(sut.scoreLabelView.teamBScoreLabel.text, "1")
    }

    func testStepperDidChangeValue_whenTeamIsBench_scoreIsNotUpdated() async {
        let sut = makeLoadedSUT()

        sut.stepper(UIStepper(), didChangeValueForTeam: .bench, newValue: 1)

        XCTAssertEqual(sut.scoreLabelView.teamAScoreLabel.text, "0")
        XCTAssertEqual(sut.scoreLabelView.teamBScoreLabel.text, "0")
    }

    // MARK: - Ending the gather

    func testEndGather_whenActionIsTriggered_confirmationAlertIsPresented() async throws {
        let sut = makeLoadedSUT()

        XCTAssertTrue(sut.endGatherButton.tap())

        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.title, "End Gather")
        XCTAssertEqual(alert.message, "Are you sure you want to end the gather?")
        XCTAssertEqual(alert.actions.map(\.title), ["Yes", "Cancel"])
    }

    func testEndGather_whenScoreIsSet_updatesGather() async throws {
        let session = StubNetworkSession()
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 2)
        let gatherPath = "\(ResourcePath.gathers)/\(gatherModel.gatherUUID.uuidString)"
        session.stub(gatherPath, method: "PUT", with: .status(204))
        let mockPlayerListViewController = MockPlayerTogglableViewController()
        let sut = makeSUT(gatherModel: gatherModel, session: session)
        let navigationController = UINavigationController(
            rootViewController: mockPlayerListViewController)
        navigationController.pushViewController(sut, animated: false)
        sut.loadViewIfNeeded()
        XCTAssertTrue(sut.scoreStepper.teamAStepper.increment())
        XCTAssertTrue(sut.scoreStepper.teamBStepper.increment())

        sut.endGather()
        let alert = try XCTUnwrap(sut.presentedViewController as? UIAlertController)
        XCTAssertTrue(alert.tapButton(titled: "Yes"))

        XCTAssertEqual(mockPlayerListViewController.viewStateWasToggledCount, 1)
        XCTAssertTrue(navigationController.topViewController === mockPlayerListViewController)
        let request = try XCTUnwrap(session.lastRequest)
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.url?.path, gatherPath)
        let body = try JSONDecoder().decode(
            GatherCreateModel.self, from: try XCTUnwrap(request.httpBody))
        XCTAssertEqual(body, GatherCreateModel(score: "1-1", winnerTeam: "None"))
    }

    // MARK: - Helpers

    private func makeSUT(
        gatherModel: GatherModel? = ModelsMockFactory.makeGatherModel(numberOfPlayers: 4),
        session: StubNetworkSession = StubNetworkSession(),
        clock: ManualClock = ManualClock()
    ) -> GatherViewController {
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        let sut = GatherViewController(
            dependencies: AppDependencies(environment: environment, tickSource: clock))
        sut.gatherModel = gatherModel
        return sut
    }

    private func makeLoadedSUT(
        gatherModel: GatherModel? = ModelsMockFactory.makeGatherModel(numberOfPlayers: 4),
        clock: ManualClock = ManualClock()
    ) -> GatherViewController {
        let sut = makeSUT(gatherModel: gatherModel, clock: clock)
        sut.loadViewIfNeeded()
        return sut
    }

    /// Picks a time the way the user does: Set, spin both wheels, Done.
    private func selectTime(minutes: Int, seconds: Int, in sut: GatherViewController) {
        sut.setTimer()
        XCTAssertTrue(sut.timerPickerView.spinToRow(minutes, inComponent: 0))
        XCTAssertTrue(sut.timerPickerView.spinToRow(seconds, inComponent: 1))
        sut.timerDone()
    }
}

/// Stands in for the player list under the gather screen: counts the toggles it receives.
@MainActor
private final class MockPlayerTogglableViewController: UIViewController, PlayerListTogglable {
    private(set) var viewStateWasToggledCount = 0

    func toggleViewState() {
        viewStateWasToggledCount += 1
    }
}
