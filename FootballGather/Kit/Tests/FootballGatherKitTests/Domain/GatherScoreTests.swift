import FootballGatherKit
import XCTest

final class GatherScoreTests: XCTestCase {
    func testScore_startsAtZeroZero() {
        XCTAssertEqual(GatherScore().score, "0-0")
        XCTAssertEqual(GatherScore().winnerTeam, "None")
    }

    func testWinnerTeam_whenTeamALeads_isTeamA() {
        XCTAssertEqual(GatherScore(teamAGoals: 3, teamBGoals: 1).winnerTeam, "Team A")
    }

    func testWinnerTeam_whenTeamBLeads_isTeamB() {
        XCTAssertEqual(GatherScore(teamAGoals: 9, teamBGoals: 10).winnerTeam, "Team B")
    }

    func testWinnerTeam_whenDrawOrNotNumeric_isNone() {
        XCTAssertEqual(GatherScore(teamAGoals: 1, teamBGoals: 1).winnerTeam, "None")
        XCTAssertEqual(GatherScore(teamA: "x", teamB: "1").winnerTeam, "None")
    }

    func testGatherUpdate_carriesScoreAndWinner() {
        XCTAssertEqual(
            GatherScore(teamAGoals: 2, teamBGoals: 1).gatherUpdate,
            GatherCreateModel(score: "2-1", winnerTeam: "Team A"))
    }

    func testFormattedStepperValue_isTheIntegerPart() {
        XCTAssertEqual(GatherScore.formattedStepperValue(10), "10")
        XCTAssertEqual(GatherScore.formattedStepperValue(0), "0")
        XCTAssertEqual(GatherScore.stepperRange, 0...100)
    }
}
