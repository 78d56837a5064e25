import FootballGatherKit
import HeadlessUI
import XCTest

@testable import FootballGather

/// The countdown on its own, driven by a manual clock.
@MainActor
final class GatherTimeHandlerTests: XCTestCase {
    func testToggleTimer_whenTimeIsZero_staysStopped() async {
        let clock = ManualClock()
        let sut = GatherTimeHandler(
            tickSource: clock, selectedTime: GatherTime(minutes: 0, seconds: 0))

        sut.toggleTimer()

        XCTAssertEqual(sut.state, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testToggleTimer_whenRunningThenPausedThenResumed_countsOnlyRunningSeconds() async {
        let clock = ManualClock()
        let sut = GatherTimeHandler(tickSource: clock)
        var ticks = 0
        sut.onTick = { ticks += 1 }

        sut.toggleTimer()
        clock.advance(bySeconds: 3)
        sut.toggleTimer()
        XCTAssertEqual(sut.state, .paused)
        clock.advance(bySeconds: 30)
        sut.toggleTimer()
        clock.advance(bySeconds: 2)

        XCTAssertEqual(sut.state, .running)
        XCTAssertEqual(ticks, 5)
        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 9, seconds: 55))
        XCTAssertEqual(
            clock.activeTimerCount, 1, "pausing drops the old timer; resuming starts one")
    }

    func testTick_whenCountdownReachesZero_stopsTimer() async {
        let clock = ManualClock()
        let sut = GatherTimeHandler(
            tickSource: clock, selectedTime: GatherTime(minutes: 0, seconds: 2))
        sut.toggleTimer()

        clock.advance(bySeconds: 5)

        XCTAssertEqual(sut.selectedTime, GatherTime(minutes: 0, seconds: 0))
        XCTAssertEqual(sut.state, .stopped)
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testStopTimerAndReset_whenRunning_returnsToStoppedTenMinutes() async {
        let clock = ManualClock()
        let sut = GatherTimeHandler(
            tickSource: clock, selectedTime: GatherTime(minutes: 12, seconds: 13))
        sut.toggleTimer()

        sut.stopTimer()
        sut.resetSelectedTime()

        XCTAssertEqual(sut.state, .stopped)
        XCTAssertEqual(sut.selectedTime, .defaultTime)
        XCTAssertEqual(clock.activeTimerCount, 0)
    }

    func testDeinit_whenTimerIsRunning_invalidatesIt() async {
        let clock = ManualClock()
        var sut: GatherTimeHandler? = GatherTimeHandler(tickSource: clock)
        sut?.toggleTimer()
        XCTAssertEqual(clock.activeTimerCount, 1)

        sut = nil

        XCTAssertEqual(clock.activeTimerCount, 0)
    }
}
