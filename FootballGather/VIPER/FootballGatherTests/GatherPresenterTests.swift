import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// The VIPER Gather presenter on its own: what it shows from the interactor's state, what it
/// asks of the interactor, and what it tells the view and the router, against a mock of each.
@MainActor
final class GatherPresenterTests: XCTestCase {
    private let view = MockView()
    private let interactor = MockInteractor()
    private let router = MockRouter()
    private lazy var sut = GatherPresenter(view: view, interactor: interactor, router: router)

    // MARK: - Title and teams table

    func testTitle_isGatherInProgress() async {
        XCTAssertEqual(sut.title, "Gather in progress")
    }

    func testNumberOfSections_isTheTwoPlayingTeams() async {
        XCTAssertEqual(sut.numberOfSections, 2)
    }

    func testNumberOfRowsInSection_whenSectionIsTeamA_returnsTeamAPlayerCount() async {
        interactor.playersByTeam = [.teamA: makePlayers(3), .teamB: makePlayers(1)]

        XCTAssertEqual(sut.numberOfRowsInSection(0), 3)
    }

    func testNumberOfRowsInSection_whenSectionIsTeamB_returnsTeamBPlayerCount() async {
        interactor.playersByTeam = [.teamA: makePlayers(3), .teamB: makePlayers(1)]

        XCTAssertEqual(sut.numberOfRowsInSection(1), 1)
    }

    func testNumberOfRowsInSection_whenSectionIsInvalid_returnsZero() async {
        interactor.playersByTeam = [.teamA: makePlayers(3), .bench: makePlayers(2)]

        XCTAssertEqual(sut.numberOfRowsInSection(2), 0, "the bench is not shown")
    }

    func testTitleForHeaderInSection_namesTeamAThenTeamB() async {
        XCTAssertEqual(sut.titleForHeaderInSection(0), "Team A")
        XCTAssertEqual(sut.titleForHeaderInSection(1), "Team B")
    }

    func testTitleForHeaderInSection_whenSectionIsInvalid_isNil() async {
        XCTAssertNil(sut.titleForHeaderInSection(2))
    }

    func testRowTitleAndDescription_whenPlayerHasAPosition_returnNameAndAcronym() async {
        var player = ModelsMockFactory.makePlayer(id: 7)
        player.name = "Busquets"
        player.preferredPosition = .midfielder
        interactor.playersByTeam = [.teamB: [player]]

        XCTAssertEqual(sut.rowTitle(at: IndexPath(row: 0, section: 1)), "Busquets")
        XCTAssertEqual(sut.rowDescription(at: IndexPath(row: 0, section: 1)), "MID")
    }

    func testRowDescription_whenPlayerHasNoPosition_returnsDash() async {
        var player = ModelsMockFactory.makePlayer()
        player.preferredPosition = nil
        interactor.playersByTeam = [.teamA: [player]]

        XCTAssertEqual(sut.rowDescription(at: IndexPath(row: 0, section: 0)), "-")
    }

    func testRowTitle_whenRowIsOutOfRange_isEmpty() async {
        interactor.playersByTeam = [.teamA: makePlayers(1)]

        XCTAssertEqual(sut.rowTitle(at: IndexPath(row: 5, section: 0)), "")
    }

    // MARK: - Timer texts

    func testFormattedCountdownTimerLabelText_whenTimeIsDefault_returnsTenMinutes() async {
        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "10:00")
    }

    func testFormattedCountdownTimerLabelText_whenTimeIsZero_returnsZeroes() async {
        interactor.selectedTime = GatherTime(minutes: 0, seconds: 0)

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "00:00")
    }

    func testFormattedCountdownTimerLabelText_whenOnlySecondsAreLeft_padsBoth() async {
        interactor.selectedTime = GatherTime(minutes: 0, seconds: 7)

        XCTAssertEqual(sut.formattedCountdownTimerLabelText, "00:07")
    }

    func testFormattedActionTitleText_followsTheInteractorsTimerState() async {
        interactor.timerState = .stopped
        XCTAssertEqual(sut.formattedActionTitleText, "Start")
        interactor.timerState = .running
        XCTAssertEqual(sut.formattedActionTitleText, "Pause")
        interactor.timerState = .paused
        XCTAssertEqual(sut.formattedActionTitleText, "Resume")
    }

    // MARK: - Timer commands go to the interactor

    func testToggleStopAndReset_areForwardedToTheInteractorInOrder() async {
        sut.toggleTimer()
        sut.stopTimer()
        sut.resetTimer()

        XCTAssertEqual(interactor.calls, ["toggleTimer", "stopTimer", "resetTimer"])
        XCTAssertTrue(view.events.isEmpty, "the view refreshes itself after a command")
    }

    func testSetTimerMinutesAndSeconds_areForwardedWithTheirValues() async {
        sut.setTimerMinutes(12)
        sut.setTimerSeconds(34)

        XCTAssertEqual(interactor.calls, ["setTimerMinutes 12", "setTimerSeconds 34"])
    }

    // MARK: - Time picker

    func testPickerComponents_areMinutesThenSeconds() async {
        XCTAssertEqual(sut.numberOfPickerComponents, 2)
        XCTAssertEqual(sut.minutesComponent, 0)
        XCTAssertEqual(sut.secondsComponent, 1)
    }

    func testSelectedMinutesAndSeconds_comeFromTheInteractorsTime() async {
        interactor.selectedTime = GatherTime(minutes: 4, seconds: 25)

        XCTAssertEqual(sut.selectedMinutes, 4)
        XCTAssertEqual(sut.selectedSeconds, 25)
    }

    func testNumberOfRowsInPickerComponent_whenComponentIsMinutesOrSeconds_returns60() async {
        XCTAssertEqual(sut.numberOfRowsInPickerComponent(0), 60)
        XCTAssertEqual(sut.numberOfRowsInPickerComponent(1), 60)
    }

    func testNumberOfRowsInPickerComponent_whenComponentIsInvalid_returnsZero() async {
        XCTAssertEqual(sut.numberOfRowsInPickerComponent(2), 0)
    }

    func testTitleForPickerRow_whenComponentIsMinutes_returnsRowAndMin() async {
        XCTAssertEqual(sut.titleForPickerRow(15, forComponent: 0), "15 min")
    }

    func testTitleForPickerRow_whenComponentIsSeconds_returnsRowAndSec() async {
        XCTAssertEqual(sut.titleForPickerRow(15, forComponent: 1), "15 sec")
    }

    func testTitleForPickerRow_whenComponentIsInvalid_isNil() async {
        XCTAssertNil(sut.titleForPickerRow(15, forComponent: 3))
    }

    // MARK: - Score

    func testFormatStepperValue_returnsTheIntegerAsText() async {
        XCTAssertEqual(sut.formatStepperValue(10), "10")
        XCTAssertEqual(sut.formatStepperValue(0), "0")
    }

    func testShouldUpdateTeamLabels_onlyForTheirOwnTeam() async {
        XCTAssertTrue(sut.shouldUpdateTeamALabel(section: .teamA))
        XCTAssertFalse(sut.shouldUpdateTeamALabel(section: .teamB))
        XCTAssertTrue(sut.shouldUpdateTeamBLabel(section: .teamB))
        XCTAssertFalse(sut.shouldUpdateTeamBLabel(section: .teamA))
        XCTAssertFalse(sut.shouldUpdateTeamALabel(section: .bench))
        XCTAssertFalse(sut.shouldUpdateTeamBLabel(section: .bench))
    }

    // MARK: - Ending the gather and the interactor's reports

    func testEndGather_showsLoadingAndSendsTheScoreAndWinnerToTheInteractor() async {
        sut.endGather(teamAScoreLabelText: "2", teamBScoreLabelText: "3")

        XCTAssertEqual(view.events, ["showLoading"])
        XCTAssertEqual(interactor.endedScores.map(\.score), ["2-3"])
        XCTAssertEqual(interactor.endedScores.map(\.winnerTeam), ["Team B"])
        XCTAssertTrue(router.calls.isEmpty, "nothing moves before the server answered")
    }

    func testTimerDidTick_refreshesTheTimeOnTheView() async {
        sut.timerDidTick()
        sut.timerDidTick()

        XCTAssertEqual(view.events, ["configureSelectedTime", "configureSelectedTime"])
    }

    func testGatherDidEnd_hidesLoadingAndAsksTheRouterToLeave() async {
        sut.gatherDidEnd()

        XCTAssertEqual(view.events, ["hideLoading"])
        XCTAssertEqual(router.calls, ["closeAfterEndingGather"])
    }

    func testEndGatherDidFail_hidesLoadingShowsTheUpdateErrorAndStays() async {
        sut.endGatherDidFail()

        XCTAssertEqual(
            view.events,
            [
                "hideLoading", "error: Error update / Unable to update gather. Please try again.",
            ])
        XCTAssertTrue(router.calls.isEmpty)
    }

    // MARK: - Helpers

    private func makePlayers(_ count: Int) -> [PlayerResponseModel] {
        ModelsMockFactory.makePlayers(count: count)
    }
}

// MARK: - Mocks

@MainActor
private final class MockView: GatherPresenterToViewProtocol {
    private(set) var events: [String] = []

    func configureSelectedTime() { events.append("configureSelectedTime") }
    func showLoadingView() { events.append("showLoading") }
    func hideLoadingView() { events.append("hideLoading") }
    func handleError(title: String, message: String) {
        events.append("error: \(title) / \(message)")
    }
}

@MainActor
private final class MockInteractor: GatherPresenterToInteractorProtocol {
    var playersByTeam: [TeamSection: [PlayerResponseModel]] = [:]
    var selectedTime = GatherTime.defaultTime
    var timerState = GatherTimerState.stopped
    private(set) var calls: [String] = []
    private(set) var endedScores: [GatherScore] = []

    func players(in team: TeamSection) -> [PlayerResponseModel] { playersByTeam[team] ?? [] }
    func toggleTimer() { calls.append("toggleTimer") }
    func stopTimer() { calls.append("stopTimer") }
    func resetTimer() { calls.append("resetTimer") }
    func setTimerMinutes(_ minutes: Int) { calls.append("setTimerMinutes \(minutes)") }
    func setTimerSeconds(_ seconds: Int) { calls.append("setTimerSeconds \(seconds)") }
    func endGather(score: GatherScore) { endedScores.append(score) }
}

@MainActor
private final class MockRouter: GatherPresenterToRouterProtocol {
    private(set) var calls: [String] = []

    func closeAfterEndingGather() { calls.append("closeAfterEndingGather") }
}
