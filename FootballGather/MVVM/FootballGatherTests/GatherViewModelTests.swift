import FootballGatherKit
import FootballGatherTestSupport
import HeadlessUI
import XCTest

@testable import FootballGather

// The 34 `GatherViewModelTests` of the original MVVM variant, same names and intent, on a
// `ManualClock` instead of a real timer. Test methods are `async` because a synchronous
// main-actor XCTest method crashes the Linux test runner.
@MainActor
final class GatherViewModelTests: XCTestCase {
    private let clock = ManualClock()
    private let session = StubNetworkSession()
    private let delegate = MockViewModelDelegate()

    private func makeViewModel(
        numberOfPlayers: Int = 2,
        selectedTime: GatherTime = .defaultTime,
        state: GatherTimerState = .stopped
    ) -> GatherViewModel {
        let timeHandler = GatherTimeHandler(
            selectedTime: selectedTime, state: state, tickSource: clock)
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate,
            server: EndpointMock())
        let viewModel = GatherViewModel(
            gatherModel: ModelsMockFactory.makeGatherModel(numberOfPlayers: numberOfPlayers),
            timeHandler: timeHandler, environment: environment)
        viewModel.delegate = delegate
        return viewModel
    }

    // 1
    func testTitle_whenViewModelIsAllocated_isNotEmpty() async {
        XCTAssertFalse(makeViewModel().title.isEmpty)
    }

    // 2
    func testFormattedCountdownTimerLabelText_whenViewModelIsAllocated_returnsDefaultTime() async {
        XCTAssertEqual(makeViewModel().formattedCountdownTimerLabelText, "10:00")
    }

    // 3
    func testFormattedCountdownTimerLabelText_whenTimeIsZero_returnsZeroSecondsZeroMinutes() async {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 0, seconds: 0))
        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "00:00")
    }

    // 4
    func
        testFormattedCountdownTimerLabelText_whenTimeHasMinutesAndZeroSeconds_returnsMinutesAndZeroSeconds()
        async
    {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 10, seconds: 0))
        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "10:00")
    }

    // 5
    func
        testFormattedCountdownTimerLabelText_whenTimeHasSecondsAndZeroMinutes_returnsSecondsAndZeroMinutes()
        async
    {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 0, seconds: 10))
        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "00:10")
    }

    // 6
    func testFormattedActionTitleText_whenStateIsPaused_returnsResume() async {
        XCTAssertEqual(makeViewModel(state: .paused).formattedActionTitleText, "Resume")
    }

    // 7
    func testFormattedActionTitleText_whenStateIsRunning_returnsPause() async {
        XCTAssertEqual(makeViewModel(state: .running).formattedActionTitleText, "Pause")
    }

    // 8
    func testFormattedActionTitleText_whenStateIsStopped_returnsStart() async {
        XCTAssertEqual(makeViewModel(state: .stopped).formattedActionTitleText, "Start")
    }

    // 9
    func testToggleTimer_whenSelectedTimeIsNotValid_returns() async {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: -1, seconds: -1))

        viewModel.toggleTimer()
        clock.advance(bySeconds: 5)

        XCTAssertEqual(delegate.numberOfUpdateCalls, 0)
        XCTAssertEqual(viewModel.formattedActionTitleText, "Start")
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    // 10
    // Scenario: gather.runsTimer
    func testToggleTimer_whenSelectedTimeIsValid_updatesTime() async {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 0, seconds: 2))

        viewModel.toggleTimer()
        XCTAssertEqual(viewModel.formattedActionTitleText, "Pause")
        clock.advance(bySeconds: 5)

        XCTAssertEqual(delegate.numberOfUpdateCalls, 2)
        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "00:00")
        XCTAssertEqual(clock.activeTimerCount, 0, "the timer stops at 00:00")
    }

    // 11
    func testStopTimer_whenStateIsRunning_updatesStateToStopped() async {
        let viewModel = makeViewModel()
        viewModel.toggleTimer()
        XCTAssertEqual(viewModel.formattedActionTitleText, "Pause")

        viewModel.stopTimer()
        clock.advance(bySeconds: 3)

        XCTAssertEqual(viewModel.formattedActionTitleText, "Start")
        XCTAssertEqual(delegate.numberOfUpdateCalls, 0)
    }

    // 12
    func testResetTimer_whenTimeIsSet_returnsDefaultTime() async {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 12, seconds: 13))
        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "12:13")

        viewModel.resetTimer()

        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "10:00")
    }

    // 13
    func testMinutesComponent_whenViewModelIsAllocated_returnsComponentMinutes() async {
        XCTAssertEqual(makeViewModel().minutesComponent, GatherTimePickerComponent.minutes.rawValue)
        XCTAssertEqual(makeViewModel().minutesComponent, 0)
    }

    // 14
    func testSecondsComponent_whenViewModelIsAllocated_returnsComponentSeconds() async {
        XCTAssertEqual(makeViewModel().secondsComponent, GatherTimePickerComponent.seconds.rawValue)
        XCTAssertEqual(makeViewModel().secondsComponent, 1)
    }

    // 15
    func testSetTimerMinutes_whenMinutesAreGiven_updatesSelectedTime() async {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 0, seconds: 0))

        viewModel.setTimerMinutes(10)

        XCTAssertEqual(viewModel.selectedMinutes, 10)
        XCTAssertEqual(viewModel.selectedSeconds, 0)
    }

    // 16: the original asserted the minutes here; the intent is the seconds.
    func testSetTimerSeconds_whenSecondsAreGiven_updatesSelectedTime() async {
        let viewModel = makeViewModel(selectedTime: GatherTime(minutes: 0, seconds: 0))

        viewModel.setTimerSeconds(15)

        XCTAssertEqual(viewModel.selectedSeconds, 15)
        XCTAssertEqual(viewModel.selectedMinutes, 0)
        XCTAssertEqual(viewModel.formattedCountdownTimerLabelText, "00:15")
    }

    // 17
    func testNumberOfSections_whenViewModelIsAllocated_returnsTeamSectionCasesMinusBench() async {
        XCTAssertEqual(makeViewModel().numberOfSections, TeamSection.allCases.count - 1)
    }

    // 18
    func testNumberOfRowsInSection_whenViewModelHasPlayers_returnsCorrectNumberOfPlayers() async {
        let viewModel = makeViewModel(numberOfPlayers: 5)

        XCTAssertEqual(viewModel.numberOfRowsInSection(0), 3, "players 1, 3 and 5 play for Team A")
        XCTAssertEqual(viewModel.numberOfRowsInSection(1), 2, "players 2 and 4 play for Team B")
    }

    // 19
    func testTitleForHeaderInSection_whenSectionIsZero_returnsTeamAHeader() async {
        XCTAssertEqual(makeViewModel().titleForHeaderInSection(0), "Team A")
    }

    // 20
    func testTitleForHeaderInSection_whenSectionIsOne_returnsTeamBHeader() async {
        XCTAssertEqual(makeViewModel().titleForHeaderInSection(1), "Team B")
    }

    // 21
    func testRowDescription_whenViewModelHasPlayers_returnsPlayerDetails() async {
        let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)
        let firstTeamAPlayer = gatherModel.players(in: .teamA)[0]
        let viewModel = makeViewModel(numberOfPlayers: 5)

        let description = viewModel.rowDescription(at: IndexPath(row: 0, section: 0))

        XCTAssertEqual(description.title, firstTeamAPlayer.name)
        XCTAssertEqual(description.details, firstTeamAPlayer.preferredPosition?.acronym ?? "-")
    }

    // 22
    func testFormatStepperValue_whenValueIsNotNil_returnsValueAsString() async {
        XCTAssertEqual(makeViewModel().formatStepperValue(10), "10")
    }

    // 23
    func testShouldUpdateTeamALabel_whenSectionIsTeamA_isTrue() async {
        XCTAssertTrue(makeViewModel().shouldUpdateTeamALabel(section: .teamA))
    }

    // 24
    func testShouldUpdateTeamALabel_whenSectionIsTeamB_isFalse() async {
        XCTAssertFalse(makeViewModel().shouldUpdateTeamALabel(section: .teamB))
    }

    // 25
    func testShouldUpdateTeamBLabel_whenSectionIsTeamB_isTrue() async {
        XCTAssertTrue(makeViewModel().shouldUpdateTeamBLabel(section: .teamB))
    }

    // 26
    func testShouldUpdateTeamBLabel_whenSectionIsTeamA_isFalse() async {
        XCTAssertFalse(makeViewModel().shouldUpdateTeamBLabel(section: .teamA))
    }

    // 27
    func testNumberOfPickerComponents_whenViewModelIsAllocated_isEqualToTimeHandlerComponents()
        async
    {
        XCTAssertEqual(
            makeViewModel().numberOfPickerComponents, GatherTimePickerComponent.allCases.count)
        XCTAssertEqual(makeViewModel().numberOfPickerComponents, 2)
    }

    // 28
    func testNumberOfRowsInPickerComponent_whenComponentIsMinutes_returns60() async {
        XCTAssertEqual(
            makeViewModel().numberOfRowsInPickerComponent(
                GatherTimePickerComponent.minutes.rawValue), 60)
    }

    // 29
    func testNumberOfRowsInPickerComponent_whenComponentIsSeconds_returns60() async {
        XCTAssertEqual(
            makeViewModel().numberOfRowsInPickerComponent(
                GatherTimePickerComponent.seconds.rawValue), 60)
    }

    // 30
    func testNumberOfRowsInPickerComponent_whenComponentIsInvalid_returnsZero() async {
        XCTAssertEqual(makeViewModel().numberOfRowsInPickerComponent(-1), 0)
        XCTAssertEqual(makeViewModel().numberOfRowsInPickerComponent(2), 0)
    }

    // 31
    func testTitleForPickerRow_whenComponentIsInvalid_isNil() async {
        XCTAssertNil(makeViewModel().titleForPickerRow(0, forComponent: -1))
    }

    // 32
    func testTitleForPickerRow_whenComponentIsMinutes_returnsRowAndMinutes() async {
        XCTAssertEqual(
            makeViewModel().titleForPickerRow(
                15, forComponent: GatherTimePickerComponent.minutes.rawValue), "15 min")
    }

    // 33
    func testTitleForPickerRow_whenComponentIsSeconds_returnsRowAndSeconds() async {
        XCTAssertEqual(
            makeViewModel().titleForPickerRow(
                15, forComponent: GatherTimePickerComponent.seconds.rawValue), "15 sec")
    }

    // 34
    func testEndGather_whenScoreIsSet_updatesGather() async throws {
        let gatherPath = "\(ResourcePath.gathers)/\(ModelsMockFactory.gatherUUID.uuidString)"
        session.stub(gatherPath, method: "PUT", with: .status(HTTPStatus.noContent))
        let viewModel = makeViewModel()
        var gatherWasUpdated: Bool?

        viewModel.endGather(teamAScoreLabelText: "1", teamBScoreLabelText: "1") {
            gatherWasUpdated = $0
        }

        XCTAssertEqual(gatherWasUpdated, true)
        let request = try XCTUnwrap(session.lastRequest)
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.url?.path, gatherPath)
        let body = try JSONDecoder().decode(
            GatherCreateModel.self, from: try XCTUnwrap(request.httpBody))
        XCTAssertEqual(body, ModelsMockFactory.makeGatherUpdate())
    }

    // Scenario: gather.showsEndError
    // The view model reports the failure; its view controller shows "Error update" and stays.
    func testEndGather_whenServerFails_reportsFailure() async throws {
        let gatherPath = "\(ResourcePath.gathers)/\(ModelsMockFactory.gatherUUID.uuidString)"
        session.stub(gatherPath, method: "PUT", with: .status(HTTPStatus.badRequest))
        let viewModel = makeViewModel()
        var gatherWasUpdated: Bool?

        viewModel.endGather(teamAScoreLabelText: "2", teamBScoreLabelText: "1") {
            gatherWasUpdated = $0
        }

        XCTAssertEqual(gatherWasUpdated, false)
        XCTAssertEqual(session.lastRequest?.httpMethod, "PUT")
    }
}

/// Counts the countdown ticks the view model reports.
@MainActor
private final class MockViewModelDelegate: GatherViewModelDelegate {
    private(set) var numberOfUpdateCalls = 0

    func didUpdateGatherTime() {
        numberOfUpdateCalls += 1
    }
}
