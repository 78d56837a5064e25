import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// The VIP Gather interactor on its own: every request gives the right response to a spy
/// presenter; the countdown runs on a manual clock, the worker on a stub session.
@MainActor
final class GatherInteractorTests: XCTestCase {
    private let clock = ManualClock()
    private let session = StubNetworkSession()
    private let presenter = SpyPresenter()
    private let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)

    // MARK: - Load

    func testLoad_presentsTeamAPlayersFromTheGather() async throws {
        makeInteractor().load(request: Gather.Load.Request())

        let response = try XCTUnwrap(presenter.loadResponses.last)
        XCTAssertEqual(response.teams[.teamA], gatherModel.players(in: .teamA))
        XCTAssertEqual(response.teams[.teamA]?.count, 3)
    }

    func testLoad_presentsTeamBPlayersFromTheGather() async throws {
        makeInteractor().load(request: Gather.Load.Request())

        let response = try XCTUnwrap(presenter.loadResponses.last)
        XCTAssertEqual(response.teams[.teamB], gatherModel.players(in: .teamB))
        XCTAssertEqual(response.teams[.teamB]?.count, 2)
    }

    func testLoad_presentsNoBench() async throws {
        makeInteractor().load(request: Gather.Load.Request())

        XCTAssertNil(try XCTUnwrap(presenter.loadResponses.last).teams[.bench])
    }

    func testLoad_presentsTenMinutesStopped() async throws {
        makeInteractor().load(request: Gather.Load.Request())

        let response = try XCTUnwrap(presenter.loadResponses.last)
        XCTAssertEqual(response.time, GatherTime(minutes: 10, seconds: 0))
        XCTAssertEqual(response.state, .stopped)
    }

    // MARK: - Set, Cancel and the picker's Done

    func testSetTimer_presentsTheCurrentTime() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 4, seconds: 25))

        sut.setTimer(request: Gather.SetTimer.Request())

        XCTAssertEqual(presenter.setTimerTimes, [GatherTime(minutes: 4, seconds: 25)])
    }

    func testSetTimer_afterATimeWasConfirmed_presentsThatTime() async {
        let sut = makeInteractor()
        sut.confirmTime(request: Gather.ConfirmTime.Request(minutes: 2, seconds: 30))

        sut.setTimer(request: Gather.SetTimer.Request())

        XCTAssertEqual(presenter.setTimerTimes, [GatherTime(minutes: 2, seconds: 30)])
    }

    func testCancelTimer_whenRunning_stopsTheCountdown() async throws {
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        sut.cancelTimer(request: Gather.CancelTimer.Request())
        clock.advance(bySeconds: 3)

        XCTAssertEqual(try XCTUnwrap(presenter.cancelResponses.last).state, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
        XCTAssertTrue(presenter.tickTimes.isEmpty)
    }

    func testCancelTimer_resetsTheTimeToTenMinutes() async throws {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 1, seconds: 5))

        sut.cancelTimer(request: Gather.CancelTimer.Request())

        XCTAssertEqual(
            try XCTUnwrap(presenter.cancelResponses.last).time, GatherTime(minutes: 10, seconds: 0))
    }

    func testConfirmTime_presentsThePickedTimeStopped() async throws {
        let sut = makeInteractor()

        sut.confirmTime(request: Gather.ConfirmTime.Request(minutes: 1, seconds: 5))

        let response = try XCTUnwrap(presenter.confirmResponses.last)
        XCTAssertEqual(response.time, GatherTime(minutes: 1, seconds: 5))
        XCTAssertEqual(response.state, .stopped)
    }

    func testConfirmTime_whenRunning_stopsTheCountdownFirst() async {
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        sut.confirmTime(request: Gather.ConfirmTime.Request(minutes: 0, seconds: 30))
        clock.advance(bySeconds: 2)

        XCTAssertEqual(clock.activeTimerCount, 0)
        XCTAssertTrue(presenter.tickTimes.isEmpty)
    }

    // MARK: - Start, Pause, Resume and ticks

    func testToggleTimer_whenNoTimeIsLeft_staysStopped() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 0, seconds: 0))

        sut.toggleTimer(request: Gather.ToggleTimer.Request())
        clock.advance(bySeconds: 2)

        XCTAssertEqual(presenter.toggledStates, [.stopped])
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testToggleTimer_whenStopped_presentsRunning() async {
        let sut = makeInteractor()

        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        XCTAssertEqual(presenter.toggledStates, [.running])
        XCTAssertEqual(clock.activeTimerCount, 1)
    }

    func testToggleTimer_whenRunning_presentsPaused() async {
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        XCTAssertEqual(presenter.toggledStates, [.running, .paused])
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testToggleTimer_whenPaused_resumesFromTheRemainingTime() async {
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())
        clock.advance(bySeconds: 1)
        sut.toggleTimer(request: Gather.ToggleTimer.Request())
        clock.advance(bySeconds: 10)

        sut.toggleTimer(request: Gather.ToggleTimer.Request())
        clock.advance(bySeconds: 1)

        XCTAssertEqual(presenter.toggledStates, [.running, .paused, .running])
        XCTAssertEqual(
            presenter.tickTimes,
            [
                GatherTime(minutes: 9, seconds: 59), GatherTime(minutes: 9, seconds: 58),
            ])
    }

    func testTick_presentsTheRemainingTimeEverySecond() async {
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        clock.advance(bySeconds: 3)

        XCTAssertEqual(
            presenter.tickTimes,
            [
                GatherTime(minutes: 9, seconds: 59), GatherTime(minutes: 9, seconds: 58),
                GatherTime(minutes: 9, seconds: 57),
            ])
    }

    func testTick_whenSecondsAreZero_takesAMinuteAndShowsFiftyNine() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 1, seconds: 0))
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        clock.advance(bySeconds: 1)

        XCTAssertEqual(presenter.tickTimes, [GatherTime(minutes: 0, seconds: 59)])
    }

    func testTick_whenTimeRunsOut_stopsAtZero() async throws {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 0, seconds: 2))
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        clock.advance(bySeconds: 5)

        XCTAssertEqual(presenter.tickTimes.last, GatherTime(minutes: 0, seconds: 0))
        XCTAssertEqual(presenter.tickTimes.count, 2, "no tick after the countdown stopped")
        XCTAssertEqual(clock.activeTimerCount, 0)
        sut.load(request: Gather.Load.Request())
        XCTAssertEqual(try XCTUnwrap(presenter.loadResponses.last).state, .stopped)
    }

    func testTick_whilePaused_presentsNothing() async {
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        clock.advance(bySeconds: 5)

        XCTAssertTrue(presenter.tickTimes.isEmpty)
    }

    // MARK: - Score

    func testUpdateScore_whenTeamAScores_presentsTeamAAndTheValue() async throws {
        makeInteractor().updateScore(request: Gather.UpdateScore.Request(team: .teamA, value: 2))

        let response = try XCTUnwrap(presenter.scoreResponses.last)
        XCTAssertEqual(response.team, .teamA)
        XCTAssertEqual(response.value, 2)
    }

    func testUpdateScore_whenTeamBScores_presentsTeamBAndTheValue() async throws {
        makeInteractor().updateScore(request: Gather.UpdateScore.Request(team: .teamB, value: 5))

        let response = try XCTUnwrap(presenter.scoreResponses.last)
        XCTAssertEqual(response.team, .teamB)
        XCTAssertEqual(response.value, 5)
    }

    // MARK: - Ending the gather

    func testEndGather_presentsInProgressBeforeTheServerAnswers() async {
        let sut = makeInteractor()
        session.stub(gatherPath, method: "PUT", with: .status(204))

        sut.endGather(request: Gather.EndGather.Request(teamAScore: "1", teamBScore: "0"))

        XCTAssertEqual(presenter.endGatherResponses.first, "inProgress")
    }

    func testEndGather_putsTheScoreToTheGathersPath() async throws {
        session.stub(gatherPath, method: "PUT", with: .status(204))

        makeInteractor().endGather(
            request: Gather.EndGather.Request(teamAScore: "2", teamBScore: "1"))

        let request = try XCTUnwrap(session.lastRequest)
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.url?.path, gatherPath)
        XCTAssertEqual(try sentGatherUpdate().score, "2-1")
    }

    func testEndGather_whenTeamAHasMoreGoals_sendsTeamAAsWinner() async throws {
        session.stub(gatherPath, method: "PUT", with: .status(204))

        makeInteractor().endGather(
            request: Gather.EndGather.Request(teamAScore: "3", teamBScore: "1"))

        XCTAssertEqual(try sentGatherUpdate().winnerTeam, "Team A")
    }

    func testEndGather_whenTeamBHasMoreGoals_sendsTeamBAsWinner() async throws {
        session.stub(gatherPath, method: "PUT", with: .status(204))

        makeInteractor().endGather(
            request: Gather.EndGather.Request(teamAScore: "0", teamBScore: "4"))

        XCTAssertEqual(try sentGatherUpdate().winnerTeam, "Team B")
    }

    func testEndGather_whenScoresAreEqual_sendsNoneAsWinner() async throws {
        session.stub(gatherPath, method: "PUT", with: .status(204))

        makeInteractor().endGather(
            request: Gather.EndGather.Request(teamAScore: "1", teamBScore: "1"))

        XCTAssertEqual(try sentGatherUpdate().winnerTeam, "None")
    }

    func testEndGather_whenServerAccepts_presentsEnded() async {
        session.stub(gatherPath, method: "PUT", with: .status(204))

        makeInteractor().endGather(
            request: Gather.EndGather.Request(teamAScore: "1", teamBScore: "0"))

        XCTAssertEqual(presenter.endGatherResponses, ["inProgress", "ended"])
    }

    func testEndGather_whenServerAccepts_stopsTheRunningCountdown() async {
        session.stub(gatherPath, method: "PUT", with: .status(204))
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        sut.endGather(request: Gather.EndGather.Request(teamAScore: "1", teamBScore: "0"))
        clock.advance(bySeconds: 3)

        XCTAssertEqual(clock.activeTimerCount, 0)
        XCTAssertTrue(presenter.tickTimes.isEmpty)
    }

    func testEndGather_whenServerFails_presentsFailedAndKeepsCounting() async {
        session.stub(gatherPath, method: "PUT", with: .status(500))
        let sut = makeInteractor()
        sut.toggleTimer(request: Gather.ToggleTimer.Request())

        sut.endGather(request: Gather.EndGather.Request(teamAScore: "1", teamBScore: "0"))
        clock.advance(bySeconds: 1)

        XCTAssertEqual(presenter.endGatherResponses, ["inProgress", "failed"])
        XCTAssertEqual(presenter.tickTimes.count, 1)
    }

    // MARK: - Helpers

    private var gatherPath: String {
        ResourcePath.gathers + "/" + ModelsMockFactory.gatherUUID.uuidString
    }

    private func sentGatherUpdate() throws -> GatherCreateModel {
        let body = try XCTUnwrap(session.lastRequest?.httpBody)
        return try JSONDecoder().decode(GatherCreateModel.self, from: body)
    }

    private func makeInteractor(selectedTime: GatherTime = .defaultTime) -> GatherInteractor {
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        let interactor = GatherInteractor(
            gatherModel: gatherModel,
            timeHandler: GatherTimeHandler(selectedTime: selectedTime, tickSource: clock),
            worker: GatherWorker(environment: environment))
        interactor.presenter = presenter
        return interactor
    }
}

// MARK: - Spy

@MainActor
private final class SpyPresenter: GatherPresentationLogic {
    private(set) var loadResponses: [Gather.Load.Response] = []
    private(set) var setTimerTimes: [GatherTime] = []
    private(set) var cancelResponses: [Gather.CancelTimer.Response] = []
    private(set) var confirmResponses: [Gather.ConfirmTime.Response] = []
    private(set) var toggledStates: [GatherTimerState] = []
    private(set) var tickTimes: [GatherTime] = []
    private(set) var scoreResponses: [Gather.UpdateScore.Response] = []
    private(set) var endGatherResponses: [String] = []

    func presentLoad(response: Gather.Load.Response) { loadResponses.append(response) }
    func presentSetTimer(response: Gather.SetTimer.Response) {
        setTimerTimes.append(response.time)
    }
    func presentCancelTimer(response: Gather.CancelTimer.Response) {
        cancelResponses.append(response)
    }
    func presentConfirmedTime(response: Gather.ConfirmTime.Response) {
        confirmResponses.append(response)
    }
    func presentToggledTimer(response: Gather.ToggleTimer.Response) {
        toggledStates.append(response.state)
    }
    func presentTime(response: Gather.UpdateTime.Response) { tickTimes.append(response.time) }
    func presentScore(response: Gather.UpdateScore.Response) { scoreResponses.append(response) }
    func presentEndGather(response: Gather.EndGather.Response) {
        switch response {
        case .inProgress: endGatherResponses.append("inProgress")
        case .ended: endGatherResponses.append("ended")
        case .failed: endGatherResponses.append("failed")
        }
    }
}
