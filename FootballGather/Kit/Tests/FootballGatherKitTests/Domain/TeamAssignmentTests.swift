import FootballGatherKit
import FootballGatherTestSupport
import XCTest

final class TeamAssignmentTests: XCTestCase {
    private let players = ModelsMockFactory.makePlayers(count: 4)

    func testSections_haveHeaderTitlesSentToTheServer() {
        XCTAssertEqual(TeamSection.allCases.map(\.headerTitle), ["Bench", "Team A", "Team B"])
        XCTAssertEqual(TeamSection.allCases.map(\.rawValue), [0, 1, 2])
    }

    func testCanConfirm_needsAtLeastTwoSelectedPlayers() {
        XCTAssertFalse(TeamAssignment.canConfirm(selectedCount: 1))
        XCTAssertTrue(TeamAssignment.canConfirm(selectedCount: 2))
    }

    func testInit_whenPlayersAreSelected_putsEveryoneOnTheBench() {
        let assignment = TeamAssignment(benchPlayers: players)
        XCTAssertEqual(assignment.players(in: .bench), players)
        XCTAssertEqual(assignment.players(in: .teamA), [])
        XCTAssertFalse(assignment.canStartGather)
    }

    func testMove_whenDestinationIsEmpty_setsThePlayerThere() {
        var assignment = TeamAssignment(benchPlayers: players)
        assignment.move(from: .bench, row: 1, to: .teamA, row: 3)
        XCTAssertEqual(assignment.players(in: .teamA).map(\.id), [2])
        XCTAssertEqual(assignment.players(in: .bench).map(\.id), [1, 3, 4])
    }

    func testMove_whenDestinationHasPlayers_insertsAtTheRow() {
        var assignment = TeamAssignment(benchPlayers: players)
        assignment.move(from: .bench, row: 0, to: .teamB, row: 0)
        assignment.move(from: .bench, row: 0, to: .teamB, row: 1)
        assignment.move(from: .bench, row: 0, to: .teamB, row: 0)
        XCTAssertEqual(assignment.players(in: .teamB).map(\.id), [3, 1, 2])
    }

    func testMove_withinASection_reordersIt() {
        var assignment = TeamAssignment(benchPlayers: players)
        assignment.move(from: .bench, row: 0, to: .bench, row: 3)
        XCTAssertEqual(assignment.players(in: .bench).map(\.id), [2, 3, 4, 1])
    }

    func testMove_fromAMissingRow_changesNothing() {
        var assignment = TeamAssignment(benchPlayers: players)
        assignment.move(from: .teamA, row: 0, to: .bench, row: 0)
        assignment.move(from: .bench, row: 9, to: .teamA, row: 0)
        XCTAssertEqual(assignment, TeamAssignment(benchPlayers: players))
    }

    func testCanStartGather_requiresBothTeams() {
        var assignment = TeamAssignment(benchPlayers: players)
        assignment.move(from: .bench, row: 0, to: .teamA, row: 0)
        XCTAssertFalse(assignment.canStartGather)
        assignment.move(from: .bench, row: 0, to: .teamB, row: 0)
        XCTAssertTrue(assignment.canStartGather)
        assignment.move(from: .teamB, row: 0, to: .bench, row: 0)
        XCTAssertFalse(assignment.canStartGather)
    }

    func testPlayersToSend_areTeamAThenTeamBWithoutTheBench() {
        var assignment = TeamAssignment(playersBySection: [.bench: players])
        assignment.move(from: .bench, row: 3, to: .teamB, row: 0)
        assignment.move(from: .bench, row: 0, to: .teamA, row: 0)
        assignment.move(from: .bench, row: 0, to: .teamA, row: 1)
        XCTAssertEqual(assignment.playersToSend.map(\.team), [.teamA, .teamA, .teamB])
        XCTAssertEqual(assignment.playersToSend.map(\.player.id), [1, 2, 4])
    }

    func testGatherModel_fromMockFactory_alternatesTeamsDeterministically() {
        let gather = ModelsMockFactory.makeGatherModel(numberOfPlayers: 5)
        XCTAssertEqual(gather.players(in: .teamA).map(\.id), [1, 3, 5])
        XCTAssertEqual(gather.players(in: .teamB).map(\.id), [2, 4])
        XCTAssertEqual(gather, ModelsMockFactory.makeGatherModel(numberOfPlayers: 5))
        XCTAssertEqual(
            gather.players.map { $0.player.preferredPosition },
            ModelsMockFactory.makeGatherModel(numberOfPlayers: 5).players.map {
                $0.player.preferredPosition
            })
    }
}
