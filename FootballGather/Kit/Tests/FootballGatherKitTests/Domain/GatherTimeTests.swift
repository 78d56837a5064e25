import FootballGatherKit
import XCTest

final class GatherTimeTests: XCTestCase {
    func testDefaultTime_isTenMinutes() {
        XCTAssertEqual(GatherTime.defaultTime, GatherTime(minutes: 10, seconds: 0))
        XCTAssertEqual(GatherTime.defaultTime.formatted, "10:00")
    }

    func testFormatted_isZeroPaddedMinutesAndSeconds() {
        XCTAssertEqual(GatherTime(minutes: 0, seconds: 0).formatted, "00:00")
        XCTAssertEqual(GatherTime(minutes: 0, seconds: 10).formatted, "00:10")
        XCTAssertEqual(GatherTime(minutes: 5, seconds: 7).formatted, "05:07")
    }

    func testTick_whenSecondsAreZero_borrowsAMinute() {
        var time = GatherTime(minutes: 1, seconds: 0)
        XCTAssertFalse(time.tick())
        XCTAssertEqual(time.formatted, "00:59")
    }

    func testTick_whenReachingZero_reportsFinishedAndStaysAtZero() {
        var time = GatherTime(minutes: 0, seconds: 2)
        XCTAssertFalse(time.tick())
        XCTAssertTrue(time.tick())
        XCTAssertEqual(time, GatherTime(minutes: 0, seconds: 0))
        XCTAssertTrue(time.tick())
        XCTAssertEqual(time.formatted, "00:00")
    }

    func testHasTimeLeft_isFalseOnlyWithoutMinutesAndSeconds() {
        XCTAssertFalse(GatherTime(minutes: 0, seconds: 0).hasTimeLeft)
        XCTAssertFalse(GatherTime(minutes: -1, seconds: -1).hasTimeLeft)
        XCTAssertTrue(GatherTime(minutes: 0, seconds: 1).hasTimeLeft)
    }

    func testTimerState_actionTitlesAndToggles() {
        XCTAssertEqual(
            [GatherTimerState.stopped, .running, .paused].map(\.actionTitle),
            ["Start", "Pause", "Resume"])
        XCTAssertEqual(GatherTimerState.stopped.toggled, .running)
        XCTAssertEqual(GatherTimerState.running.toggled, .paused)
        XCTAssertEqual(GatherTimerState.paused.toggled, .running)
    }

    func testPicker_hasTwoComponentsOfSixtyRows() {
        XCTAssertEqual(GatherTimePickerComponent.allCases.count, 2)
        XCTAssertEqual(GatherTimePickerComponent.minutes.rawValue, 0)
        XCTAssertEqual(GatherTimePickerComponent.seconds.rawValue, 1)
        XCTAssertEqual(GatherTimePickerComponent.numberOfRows(inComponent: 0), 60)
        XCTAssertEqual(GatherTimePickerComponent.numberOfRows(inComponent: 1), 60)
        XCTAssertEqual(GatherTimePickerComponent.numberOfRows(inComponent: 2), 0)
    }

    func testPickerTitles_areMinAndSecOrNilForInvalidComponent() {
        XCTAssertEqual(GatherTimePickerComponent.title(forRow: 15, inComponent: 0), "15 min")
        XCTAssertEqual(GatherTimePickerComponent.title(forRow: 15, inComponent: 1), "15 sec")
        XCTAssertNil(GatherTimePickerComponent.title(forRow: 15, inComponent: 5))
    }
}
