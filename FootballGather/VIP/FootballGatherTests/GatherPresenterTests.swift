import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// The VIP Gather presenter on its own: each response from the interactor becomes the right
/// view model on a spy view controller.
@MainActor
final class GatherPresenterTests: XCTestCase {
    private let viewController = SpyViewController()
    private lazy var sut: GatherPresenter = {
        let presenter = GatherPresenter()
        presenter.viewController = viewController
        return presenter
    }()

    // MARK: - Load: title and teams

    func testPresentLoad_titleIsGatherInProgress() async throws {
        sut.presentLoad(response: makeLoadResponse())

        XCTAssertEqual(try XCTUnwrap(viewController.loaded).title, "Gather in progress")
    }

    func testPresentLoad_showsTeamAThenTeamBAndNoBench() async throws {
        sut.presentLoad(
            response: makeLoadResponse(teams: [
                .teamA: [player("Xavi")], .teamB: [player("Pique")], .bench: [player("Puyol")],
            ]))

        let sections = try XCTUnwrap(viewController.loaded).sections
        XCTAssertEqual(sections.map(\.title), ["Team A", "Team B"])
    }

    func testPresentLoad_teamARowsAreNamesWithPositionAcronyms() async throws {
        sut.presentLoad(
            response: makeLoadResponse(teams: [
                .teamA: [player("Xavi", .midfielder), player("Valdes", .goalkeeper)]
            ]))

        XCTAssertEqual(
            try XCTUnwrap(viewController.loaded).sections[0].rows,
            [
                Gather.DisplayedPlayer(name: "Xavi", positionAcronym: "MID"),
                Gather.DisplayedPlayer(name: "Valdes", positionAcronym: "GK"),
            ])
    }

    func testPresentLoad_teamBRowsAreNamesWithPositionAcronyms() async throws {
        sut.presentLoad(
            response: makeLoadResponse(teams: [
                .teamA: [player("Xavi", .midfielder)], .teamB: [player("Eto'o", .striker)],
            ]))

        XCTAssertEqual(
            try XCTUnwrap(viewController.loaded).sections[1].rows,
            [
                Gather.DisplayedPlayer(name: "Eto'o", positionAcronym: "ST")
            ])
    }

    func testPresentLoad_whenPlayerHasNoPosition_showsDash() async throws {
        sut.presentLoad(response: makeLoadResponse(teams: [.teamB: [player("Unknown", nil)]]))

        XCTAssertEqual(
            try XCTUnwrap(viewController.loaded).sections[1].rows.first?.positionAcronym, "-")
    }

    func testPresentLoad_whenTeamHasNoPlayers_showsAnEmptySection() async throws {
        sut.presentLoad(response: makeLoadResponse(teams: [.teamA: [player("Xavi")]]))

        XCTAssertEqual(try XCTUnwrap(viewController.loaded).sections[1].rows, [])
    }

    // MARK: - Load: timer and picker

    func testPresentLoad_whenTimeIsDefault_showsTenMinutesAndStart() async throws {
        sut.presentLoad(response: makeLoadResponse())

        XCTAssertEqual(
            try XCTUnwrap(viewController.loaded).timer,
            Gather.DisplayedTimer(timerText: "10:00", actionTitle: "Start"))
    }

    func testPresentLoad_whenTimerIsRunning_showsPause() async throws {
        sut.presentLoad(response: makeLoadResponse(state: .running))

        XCTAssertEqual(try XCTUnwrap(viewController.loaded).timer.actionTitle, "Pause")
    }

    func testPresentLoad_whenOnlySecondsAreLeft_padsMinutesAndSeconds() async throws {
        sut.presentLoad(response: makeLoadResponse(time: GatherTime(minutes: 0, seconds: 7)))

        XCTAssertEqual(try XCTUnwrap(viewController.loaded).timer.timerText, "00:07")
    }

    func testPresentLoad_pickerHasSixtyMinuteRowsAndSixtySecondRows() async throws {
        sut.presentLoad(response: makeLoadResponse())

        let components = try XCTUnwrap(viewController.loaded).pickerComponents
        XCTAssertEqual(components.map(\.count), [60, 60])
    }

    func testPresentLoad_pickerRowsAreTitledMinAndSec() async throws {
        sut.presentLoad(response: makeLoadResponse())

        let components = try XCTUnwrap(viewController.loaded).pickerComponents
        XCTAssertEqual(components[0][15], "15 min")
        XCTAssertEqual(components[1][15], "15 sec")
        XCTAssertEqual(components[1][0], "0 sec")
    }

    // MARK: - Timer use cases

    func testPresentSetTimer_selectsTheMinutesAndSecondsRows() async {
        sut.presentSetTimer(
            response: Gather.SetTimer.Response(time: GatherTime(minutes: 4, seconds: 25)))

        XCTAssertEqual(viewController.selectedRows, [4, 25])
    }

    func testPresentCancelTimer_showsTheResetTimeAndStart() async {
        sut.presentCancelTimer(
            response: Gather.CancelTimer.Response(
                time: .defaultTime, state: .stopped))

        XCTAssertEqual(
            viewController.cancelledTimer,
            Gather.DisplayedTimer(timerText: "10:00", actionTitle: "Start"))
    }

    func testPresentConfirmedTime_showsThePickedTime() async {
        sut.presentConfirmedTime(
            response: Gather.ConfirmTime.Response(
                time: GatherTime(minutes: 1, seconds: 5), state: .stopped))

        XCTAssertEqual(
            viewController.confirmedTimer,
            Gather.DisplayedTimer(timerText: "01:05", actionTitle: "Start"))
    }

    func testPresentToggledTimer_whenRunning_showsPause() async {
        sut.presentToggledTimer(response: Gather.ToggleTimer.Response(state: .running))

        XCTAssertEqual(viewController.actionTitles, ["Pause"])
    }

    func testPresentToggledTimer_whenPaused_showsResume() async {
        sut.presentToggledTimer(response: Gather.ToggleTimer.Response(state: .paused))

        XCTAssertEqual(viewController.actionTitles, ["Resume"])
    }

    func testPresentToggledTimer_whenStopped_showsStart() async {
        sut.presentToggledTimer(response: Gather.ToggleTimer.Response(state: .stopped))

        XCTAssertEqual(viewController.actionTitles, ["Start"])
    }

    func testPresentTime_showsTheRemainingTime() async {
        sut.presentTime(
            response: Gather.UpdateTime.Response(time: GatherTime(minutes: 9, seconds: 59)))
        sut.presentTime(
            response: Gather.UpdateTime.Response(time: GatherTime(minutes: 0, seconds: 0)))

        XCTAssertEqual(viewController.timerTexts, ["09:59", "00:00"])
    }

    // MARK: - Score

    func testPresentScore_whenTeamAScores_updatesOnlyTeamAsLabel() async {
        sut.presentScore(response: Gather.UpdateScore.Response(team: .teamA, value: 3))

        XCTAssertEqual(
            viewController.scores,
            [
                Gather.UpdateScore.ViewModel(teamAScoreText: "3", teamBScoreText: nil)
            ])
    }

    func testPresentScore_whenTeamBScores_updatesOnlyTeamBsLabel() async {
        sut.presentScore(response: Gather.UpdateScore.Response(team: .teamB, value: 1))

        XCTAssertEqual(
            viewController.scores,
            [
                Gather.UpdateScore.ViewModel(teamAScoreText: nil, teamBScoreText: "1")
            ])
    }

    func testPresentScore_whenTheBenchChanges_showsNothing() async {
        sut.presentScore(response: Gather.UpdateScore.Response(team: .bench, value: 4))

        XCTAssertTrue(viewController.scores.isEmpty)
    }

    func testPresentScore_showsTheStepperValueAsAnInteger() async {
        sut.presentScore(response: Gather.UpdateScore.Response(team: .teamA, value: 10))

        XCTAssertEqual(viewController.scores.first?.teamAScoreText, "10")
    }

    // MARK: - Ending the gather

    func testPresentEndGather_whenInProgress_showsLoading() async {
        sut.presentEndGather(response: .inProgress)

        XCTAssertEqual(viewController.endGatherViewModels, [.loading])
    }

    func testPresentEndGather_whenEnded_letsTheViewControllerLeave() async {
        sut.presentEndGather(response: .ended)

        XCTAssertEqual(viewController.endGatherViewModels, [.ended])
    }

    func testPresentEndGather_whenFailed_showsTheUpdateError() async {
        sut.presentEndGather(response: .failed)

        XCTAssertEqual(
            viewController.endGatherViewModels,
            [
                .error(title: "Error update", message: "Unable to update gather. Please try again.")
            ])
    }

    func testPresenter_holdsItsViewControllerWeakly() async {
        let presenter = GatherPresenter()
        do {
            let viewController = SpyViewController()
            presenter.viewController = viewController
            XCTAssertNotNil(presenter.viewController)
        }

        XCTAssertNil(
            presenter.viewController, "the view controller owns the cycle, not the presenter")
    }

    // MARK: - Helpers

    private func player(
        _ name: String, _ position: PlayerPosition? = .defender
    ) -> PlayerResponseModel {
        let id = name.unicodeScalars.reduce(0) { $0 + Int($1.value) }
        return PlayerResponseModel(id: id, name: name, preferredPosition: position)
    }

    private func makeLoadResponse(
        teams: [TeamSection: [PlayerResponseModel]] = [:], time: GatherTime = .defaultTime,
        state: GatherTimerState = .stopped
    ) -> Gather.Load.Response {
        Gather.Load.Response(teams: teams, time: time, state: state)
    }
}

// MARK: - Spy

@MainActor
private final class SpyViewController: GatherDisplayLogic {
    private(set) var loaded: Gather.Load.ViewModel?
    private(set) var selectedRows: [Int]?
    private(set) var cancelledTimer: Gather.DisplayedTimer?
    private(set) var confirmedTimer: Gather.DisplayedTimer?
    private(set) var actionTitles: [String] = []
    private(set) var timerTexts: [String] = []
    private(set) var scores: [Gather.UpdateScore.ViewModel] = []
    private(set) var endGatherViewModels: [Gather.EndGather.ViewModel] = []

    func displayLoad(viewModel: Gather.Load.ViewModel) { loaded = viewModel }
    func displaySetTimer(viewModel: Gather.SetTimer.ViewModel) {
        selectedRows = viewModel.selectedRows
    }
    func displayCancelTimer(viewModel: Gather.CancelTimer.ViewModel) {
        cancelledTimer = viewModel.timer
    }
    func displayConfirmedTime(viewModel: Gather.ConfirmTime.ViewModel) {
        confirmedTimer = viewModel.timer
    }
    func displayToggledTimer(viewModel: Gather.ToggleTimer.ViewModel) {
        actionTitles.append(viewModel.actionTitle)
    }
    func displayTime(viewModel: Gather.UpdateTime.ViewModel) {
        timerTexts.append(viewModel.timerText)
    }
    func displayScore(viewModel: Gather.UpdateScore.ViewModel) { scores.append(viewModel) }
    func displayEndGather(viewModel: Gather.EndGather.ViewModel) {
        endGatherViewModels.append(viewModel)
    }
}
