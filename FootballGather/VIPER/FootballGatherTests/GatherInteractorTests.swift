import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import HeadlessUI
import XCTest

@testable import FootballGather

/// The VIPER Gather interactor on its own: the teams, the countdown on a manual clock (its
/// `GatherTimeHandler`), and ending the gather against a stub session, reporting to a mock
/// presenter.
@MainActor
final class GatherInteractorTests: XCTestCase {
    private let clock = ManualClock()
    private let session = StubNetworkSession()
    private let presenter = MockPresenter()
    private let gatherModel = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)

    // MARK: - Teams

    func testPlayersInTeamA_areTheGatherModelsTeamAPlayers() async {
        let sut = makeInteractor()

        XCTAssertEqual(sut.players(in: .teamA), gatherModel.players(in: .teamA))
        XCTAssertEqual(sut.players(in: .teamA).count, 3, "even indices of five go to Team A")
    }

    func testPlayersInTeamB_areTheGatherModelsTeamBPlayers() async {
        let sut = makeInteractor()

        XCTAssertEqual(sut.players(in: .teamB), gatherModel.players(in: .teamB))
        XCTAssertEqual(sut.players(in: .teamB).count, 2)
    }

    func testPlayersOnTheBench_areNone() async {
        XCTAssertTrue(makeInteractor().players(in: .bench).isEmpty)
    }

    // MARK: - Countdown

    func testInit_startsStoppedAtTenMinutes() async {
        let sut = makeInteractor()

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 10, seconds: 0))
        XCTAssertEqual(sut.timerState, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testToggleTimer_whenNoTimeIsLeft_doesNotStart() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 0, seconds: 0))

        sut.toggleTimer()
        clock.advance(bySeconds: 3)

        XCTAssertEqual(sut.timerState, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
        XCTAssertEqual(presenter.ticks, 0)
    }

    func testToggleTimer_whenStopped_runsAndReportsEverySecond() async {
        let sut = makeInteractor()

        sut.toggleTimer()
        clock.advance(bySeconds: 2)

        XCTAssertEqual(sut.timerState, .running)
        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 9, seconds: 58))
        XCTAssertEqual(presenter.ticks, 2)
    }

    func testToggleTimer_whenRunning_pausesAndKeepsTheRemainingTime() async {
        let sut = makeInteractor()
        sut.toggleTimer()
        clock.advance(bySeconds: 1)

        sut.toggleTimer()
        clock.advance(bySeconds: 5)

        XCTAssertEqual(sut.timerState, .paused)
        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 9, seconds: 59))
        XCTAssertEqual(presenter.ticks, 1)
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testToggleTimer_whenPaused_resumesFromTheRemainingTime() async {
        let sut = makeInteractor()
        sut.toggleTimer()
        clock.advance(bySeconds: 1)
        sut.toggleTimer()

        sut.toggleTimer()
        clock.advance(bySeconds: 2)

        XCTAssertEqual(sut.timerState, .running)
        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 9, seconds: 57))
    }

    func testTick_whenSecondsAreZero_takesAMinuteAndSetsFiftyNineSeconds() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 1, seconds: 0))

        sut.toggleTimer()
        clock.advance(bySeconds: 1)

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 0, seconds: 59))
    }

    func testTick_whenTimeRunsOut_stopsTheTimerAtZero() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 0, seconds: 2))

        sut.toggleTimer()
        clock.advance(bySeconds: 5)

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 0, seconds: 0))
        XCTAssertEqual(sut.timerState, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
        XCTAssertEqual(presenter.ticks, 2, "no tick after the countdown stopped")
    }

    func testStopTimer_whenRunning_stopsWhereItIs() async {
        let sut = makeInteractor()
        sut.toggleTimer()
        clock.advance(bySeconds: 3)

        sut.stopTimer()
        clock.advance(bySeconds: 3)

        XCTAssertEqual(sut.timerState, .stopped)
        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 9, seconds: 57))
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testResetTimer_restoresTenMinutes() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 12, seconds: 13))

        sut.resetTimer()

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 10, seconds: 0))
    }

    func testSetTimerMinutes_changesOnlyTheMinutes() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 3, seconds: 4))

        sut.setTimerMinutes(25)

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 25, seconds: 4))
    }

    func testSetTimerSeconds_changesOnlyTheSeconds() async {
        let sut = makeInteractor(selectedTime: GatherTime(minutes: 3, seconds: 4))

        sut.setTimerSeconds(45)

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 3, seconds: 45))
    }

    // MARK: - Ending the gather

    func testEndGather_whenServerAccepts_putsScoreAndWinnerToTheGather() async throws {
        session.stub(gatherPath, method: "PUT", with: .status(204))
        let sut = makeInteractor()

        sut.endGather(score: GatherScore(teamA: "1", teamB: "1"))

        let request = try XCTUnwrap(session.lastRequest)
        XCTAssertEqual(request.httpMethod, "PUT")
        XCTAssertEqual(request.url?.path, gatherPath)
        let body = try JSONDecoder().decode(
            GatherCreateModel.self, from: try XCTUnwrap(request.httpBody))
        XCTAssertEqual(body.score, "1-1")
        XCTAssertEqual(body.winnerTeam, "None")
        XCTAssertEqual(presenter.reports, ["gatherDidEnd"])
    }

    func testEndGather_whenServerAccepts_stopsTheRunningCountdown() async {
        session.stub(gatherPath, method: "PUT", with: .status(204))
        let sut = makeInteractor()
        sut.toggleTimer()

        sut.endGather(score: GatherScore(teamA: "2", teamB: "0"))
        clock.advance(bySeconds: 3)

        XCTAssertEqual(sut.timerState, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
        XCTAssertEqual(presenter.ticks, 0)
    }

    func testEndGather_whenServerFails_reportsTheFailureAndKeepsCounting() async {
        session.stub(gatherPath, method: "PUT", with: .status(500))
        let sut = makeInteractor()
        sut.toggleTimer()

        sut.endGather(score: GatherScore(teamA: "2", teamB: "0"))

        XCTAssertEqual(presenter.reports, ["endGatherDidFail"])
        XCTAssertEqual(sut.timerState, .running)
    }

    // MARK: - Helpers

    private var gatherPath: String {
        ResourcePath.gathers + "/" + ModelsMockFactory.gatherUUID.uuidString
    }

    private func makeInteractor(selectedTime: GatherTime = .defaultTime) -> GatherInteractor {
        let environment = ServiceEnvironment(
            session: session, keychain: AppKeychainMockFactory.makeKeychain(),
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        let interactor = GatherInteractor(
            gatherModel: gatherModel,
            timeHandler: GatherTimeHandler(selectedTime: selectedTime, tickSource: clock),
            environment: environment)
        interactor.presenter = presenter
        return interactor
    }
}

// MARK: - Mocks

@MainActor
private final class MockPresenter: GatherInteractorToPresenterProtocol {
    private(set) var ticks = 0
    private(set) var reports: [String] = []

    func timerDidTick() { ticks += 1 }
    func gatherDidEnd() { reports.append("gatherDidEnd") }
    func endGatherDidFail() { reports.append("endGatherDidFail") }
}
