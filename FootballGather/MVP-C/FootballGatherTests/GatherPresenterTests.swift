import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// The key-class tests of the Gather screen: the presenter's timer, picker, teams, score and
/// ending the gather, against a mock view, a manual clock and a stub session.
@MainActor
final class GatherPresenterTests: XCTestCase {

    // MARK: - Timer label and action title

    func testFormattedCountdownTimerLabelText_whenPresenterIsAllocated_returnsDefaultTime() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "10:00")
    }

    func testFormattedCountdownTimerLabelText_whenViewModelIsAllocated_returnsDefaultTime() async {
        let gatherTime = GatherTime.defaultTime
        let expected = String(format: "%02d:%02d", gatherTime.minutes, gatherTime.seconds)
        let sut = makePresenter(timeHandler: GatherTimeHandler(tickSource: ManualClock()))

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, expected)
    }

    func testFormattedCountdownTimerLabelText_whenTimeIsZero_returnsZeroSecondsZeroMinutes() async {
        let timeHandler = GatherTimeHandler(
            selectedTime: GatherTime(minutes: 0, seconds: 0), tickSource: ManualClock())
        let sut = makePresenter(timeHandler: timeHandler)

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "00:00")
    }

    func
        testFormattedCountdownTimerLabelText_whenTimeHasMinutesAndZeroSeconds_returnsMinutesAndZeroSeconds()
        async
    {
        let timeHandler = GatherTimeHandler(
            selectedTime: GatherTime(minutes: 10, seconds: 0), tickSource: ManualClock())
        let sut = makePresenter(timeHandler: timeHandler)

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "10:00")
    }

    func
        testFormattedCountdownTimerLabelText_whenTimeHasSecondsAndZeroMinutes_returnsSecondsAndZeroMinutes()
        async
    {
        let timeHandler = GatherTimeHandler(
            selectedTime: GatherTime(minutes: 0, seconds: 10), tickSource: ManualClock())
        let sut = makePresenter(timeHandler: timeHandler)

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "00:10")
    }

    func testFormattedActionTitleText_whenStateIsPaused_returnsResume() async {
        let sut = makePresenter(
            timeHandler: GatherTimeHandler(state: .paused, tickSource: ManualClock()))

        XCTAssertEqual(sut.formattedActionTitleText, "Resume")
    }

    func testFormattedActionTitleText_whenStateIsRunning_returnsPause() async {
        let sut = makePresenter(
            timeHandler: GatherTimeHandler(state: .running, tickSource: ManualClock()))

        XCTAssertEqual(sut.formattedActionTitleText, "Pause")
    }

    func testFormattedActionTitleText_whenStateIsStopped_returnsStart() async {
        let sut = makePresenter(
            timeHandler: GatherTimeHandler(state: .stopped, tickSource: ManualClock()))

        XCTAssertEqual(sut.formattedActionTitleText, "Start")
    }

    // MARK: - Timer

    func testToggleTimer_whenSelectedTimeIsNotValid_returns() async {
        let clock = ManualClock()
        let mockView = MockView()
        let timeHandler = GatherTimeHandler(
            selectedTime: GatherTime(minutes: -1, seconds: -1), tickSource: clock)
        let sut = makePresenter(view: mockView, timeHandler: timeHandler)

        sut.toggleTimer()
        clock.advance(bySeconds: 5)

        XCTAssertEqual(mockView.numberOfSelectedTimeUpdates, 0)
        XCTAssertEqual(sut.formattedActionTitleText, "Start")
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testToggleTimer_whenSelectedTimeIsValid_updatesTime() async {
        let clock = ManualClock()
        let mockView = MockView()
        let timeHandler = GatherTimeHandler(
            selectedTime: GatherTime(minutes: 0, seconds: 2), tickSource: clock)
        let sut = makePresenter(view: mockView, timeHandler: timeHandler)

        sut.toggleTimer()
        XCTAssertEqual(sut.formattedActionTitleText, "Pause")
        clock.advance(bySeconds: 5)

        XCTAssertEqual(mockView.numberOfSelectedTimeUpdates, 2)
        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "00:00")
        XCTAssertEqual(sut.formattedActionTitleText, "Start")
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testStopTimer_whenStateIsRunning_updatesStateToStopped() async {
        let clock = ManualClock()
        let sut = makePresenter(timeHandler: GatherTimeHandler(tickSource: clock))
        sut.toggleTimer()
        XCTAssertEqual(sut.formattedActionTitleText, "Pause")

        sut.stopTimer()

        XCTAssertEqual(sut.formattedActionTitleText, "Start")
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testResetTimer_whenTimeIsSet_returnsDefaultTime() async {
        let timeHandler = GatherTimeHandler(
            selectedTime: GatherTime(minutes: 12, seconds: 13), tickSource: ManualClock())
        let sut = makePresenter(timeHandler: timeHandler)
        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "12:13")

        sut.resetTimer()

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "10:00")
    }

    // MARK: - Picker components and selected time

    func testMinutesComponent_whenViewModelIsAllocated_returnsComponentMinutes() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.minutesComponent, GatherTimePickerComponent.minutes.rawValue)
        XCTAssertEqual(sut.minutesComponent, 0)
    }

    func testSecondsComponent_whenViewModelIsAllocated_returnsComponentSeconds() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.secondsComponent, GatherTimePickerComponent.seconds.rawValue)
        XCTAssertEqual(sut.secondsComponent, 1)
    }

    func testSetTimerMinutes_whenMinutesAreGiven_updatesSelectedTime() async {
        let sut = makePresenter(
            timeHandler: GatherTimeHandler(
                selectedTime: GatherTime(minutes: 0, seconds: 0), tickSource: ManualClock()))

        sut.setTimerMinutes(10)

        XCTAssertEqual(sut.selectedMinutes, 10)
        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "10:00")
    }

    func testSetTimerSeconds_whenSecondsAreGiven_updatesSelectedTime() async {
        // The original asserted the minutes here; the intent is the seconds.
        let sut = makePresenter(
            timeHandler: GatherTimeHandler(
                selectedTime: GatherTime(minutes: 0, seconds: 0), tickSource: ManualClock()))

        sut.setTimerSeconds(15)

        XCTAssertEqual(sut.selectedSeconds, 15)
        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "00:15")
    }

    // MARK: - Teams table

    func testNumberOfSections_whenViewModelIsAllocated_returnsTeamSectionCasesMinusBench() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.numberOfSections, TeamSection.allCases.count - 1)
    }

    func testNumberOfRowsInSection_whenViewModelHasPlayers_returnsCorrectNumberOfPlayers() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)
        let sut = makePresenter(gatherModel: gatherModel)

        XCTAssertEqual(sut.numberOfRowsInSection(0), gatherModel.players(in: .teamA).count)
        XCTAssertEqual(sut.numberOfRowsInSection(1), gatherModel.players(in: .teamB).count)
        XCTAssertEqual(sut.numberOfRowsInSection(0), 3)
        XCTAssertEqual(sut.numberOfRowsInSection(1), 2)
    }

    func testTitleForHeaderInSection_whenSectionIsZero_returnsTeamAHeader() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.titleForHeaderInSection(0), TeamSection.teamA.headerTitle)
    }

    func testTitleForHeaderInSection_whenSectionIsOne_returnsTeamBHeader() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.titleForHeaderInSection(1), TeamSection.teamB.headerTitle)
    }

    func testRowDescription_whenViewModelHasPlayers_returnsPlayerDetails() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)
        let firstTeamAPlayer = gatherModel.players(in: .teamA)[0]
        let sut = makePresenter(gatherModel: gatherModel)

        XCTAssertEqual(sut.rowTitle(at: IndexPath(row: 0, section: 0)), firstTeamAPlayer.name)
        XCTAssertEqual(
            sut.rowDescription(at: IndexPath(row: 0, section: 0)),
            firstTeamAPlayer.preferredPosition?.acronym ?? "-")
    }

    // MARK: - Score

    func testFormatStepperValue_whenValueIsNotNil_returnsValueAsString() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.formatStepperValue(10), "10")
    }

    func testShouldUpdateTeamALabel_whenSectionIsTeamA_isTrue() async {
        XCTAssertTrue(makePresenter().shouldUpdateTeamALabel(section: .teamA))
    }

    func testShouldUpdateTeamALabel_whenSectionIsTeamB_isFalse() async {
        XCTAssertFalse(makePresenter().shouldUpdateTeamALabel(section: .teamB))
    }

    func testShouldUpdateTeamBLabel_whenSectionIsTeamB_isTrue() async {
        XCTAssertTrue(makePresenter().shouldUpdateTeamBLabel(section: .teamB))
    }

    func testShouldUpdateTeamBLabel_whenSectionIsTeamA_isFalse() async {
        XCTAssertFalse(makePresenter().shouldUpdateTeamBLabel(section: .teamA))
    }

    // MARK: - Picker data

    func testNumberOfPickerComponents_whenViewModelIsAllocated_isEqualToTimeHandlerComponents()
        async
    {
        let sut = makePresenter()

        XCTAssertEqual(sut.numberOfPickerComponents, GatherTimePickerComponent.allCases.count)
    }

    func testNumberOfRowsInPickerComponent_whenComponentIsMinutes_returns60() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.numberOfRowsInPickerComponent(sut.minutesComponent), 60)
    }

    func testNumberOfRowsInPickerComponent_whenComponentIsSeconds_returns60() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.numberOfRowsInPickerComponent(sut.secondsComponent), 60)
    }

    func testNumberOfRowsInPickerComponent_whenComponentIsInvalid_returnsZero() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.numberOfRowsInPickerComponent(-1), 0)
    }

    func testTitleForPickerRow_whenComponentIsInvalid_isNil() async {
        let sut = makePresenter()

        XCTAssertNil(sut.titleForPickerRow(0, forComponent: -1))
    }

    func testTitleForPickerRow_whenComponentIsMinutes_returnsRowAndMinutes() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.titleForPickerRow(15, forComponent: sut.minutesComponent), "15 min")
    }

    func testTitleForPickerRow_whenComponentIsSeconds_returnsRowAndSeconds() async {
        let sut = makePresenter()

        XCTAssertEqual(sut.titleForPickerRow(15, forComponent: sut.secondsComponent), "15 sec")
    }

    // MARK: - Ending the gather

    func testEndGather_whenScoreIsSet_updatesGather() async throws {
        let session = StubNetworkSession()
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 2)
        session.stub(
            ResourcePath.gathers + "/" + gatherModel.gatherUUID.uuidString, method: "PUT",
            with: .status(204))
        let mockView = MockView()
        mockView.expectation = expectation(description: "Update gather expectation")
        let sut = makePresenter(view: mockView, gatherModel: gatherModel, session: session)

        sut.endGather(teamAScoreLabelText: "1", teamBScoreLabelText: "1")

        await fulfillment(of: [try XCTUnwrap(mockView.expectation)], timeout: 1)
        let body = try XCTUnwrap(session.lastRequest?.httpBody)
        XCTAssertEqual(
            try JSONDecoder().decode(GatherCreateModel.self, from: body),
            ModelsMockFactory.makeGatherUpdate())
        XCTAssertEqual(mockView.numberOfErrors, 0)
    }

    // MARK: - Helpers

    private func makePresenter(
        view: MockView? = nil,
        gatherModel: GatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 2),
        timeHandler: GatherTimeHandler? = nil,
        session: StubNetworkSession = StubNetworkSession()
    ) -> GatherPresenter {
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        return GatherPresenter(
            view: view, gatherModel: gatherModel,
            timeHandler: timeHandler ?? GatherTimeHandler(tickSource: ManualClock()),
            environment: environment)
    }
}

// MARK: - Mocks

@MainActor
private final class MockView: GatherViewProtocol {
    var expectation: XCTestExpectation?
    private(set) var numberOfSelectedTimeUpdates = 0
    private(set) var numberOfErrors = 0

    func configureSelectedTime() {
        numberOfSelectedTimeUpdates += 1
    }

    func handleSuccessfulEndGather() {
        expectation?.fulfill()
    }

    func handleError(title: String, message: String) {
        numberOfErrors += 1
    }

    func showLoadingView() {}

    func hideLoadingView() {}
}
