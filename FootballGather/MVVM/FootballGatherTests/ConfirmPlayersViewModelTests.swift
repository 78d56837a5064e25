import FootballGatherKit
import FootballGatherTestSupport
import XCTest

@testable import FootballGather

@MainActor
final class ConfirmPlayersViewModelTests: XCTestCase {
    private let backend = InMemoryBackend.demo()
    private lazy var environment = TestEnvironment.loggedInDemo(backend: backend)
    private lazy var squad = backend.players(ofUser: InMemoryBackend.demoUsername)

    private func makeViewModel(bench: [PlayerResponseModel]) -> ConfirmPlayersViewModel {
        ConfirmPlayersViewModel(playersBySection: [.bench: bench], environment: environment)
    }

    func testSections_whenAllocated_areBenchTeamAAndTeamB() async {
        let viewModel = makeViewModel(bench: Array(squad.prefix(3)))

        XCTAssertEqual(viewModel.numberOfSections, 3)
        XCTAssertEqual(
            (0..<3).map { viewModel.titleForHeader(inSection: $0) }, ["Bench", "Team A", "Team B"])
        XCTAssertEqual((0..<3).map { viewModel.numberOfRows(inSection: $0) }, [3, 0, 0])
        XCTAssertEqual(viewModel.rowTitle(at: IndexPath(row: 1, section: 0)), "Maria")
        XCTAssertEqual(viewModel.rowDescription(at: IndexPath(row: 1, section: 0)), "ST")
    }

    func testMoveRow_whenBothTeamsHavePlayers_enablesStartGather() async {
        let viewModel = makeViewModel(bench: Array(squad.prefix(3)))
        XCTAssertFalse(viewModel.startGatherButtonIsEnabled)

        viewModel.moveRowAt(
            sourceIndexPath: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        XCTAssertFalse(viewModel.startGatherButtonIsEnabled)
        viewModel.moveRowAt(
            sourceIndexPath: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 2))

        XCTAssertTrue(viewModel.startGatherButtonIsEnabled)
        XCTAssertEqual((0..<3).map { viewModel.numberOfRows(inSection: $0) }, [1, 1, 1])
        XCTAssertEqual(viewModel.rowTitle(at: IndexPath(row: 0, section: 2)), "Ken")
    }

    func testStartGather_whenServerAcceptsEveryone_startsGatherWithTeamPlayersOnly() async throws {
        let viewModel = makeViewModel(bench: Array(squad.prefix(3)))
        viewModel.moveRowAt(
            sourceIndexPath: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        viewModel.moveRowAt(
            sourceIndexPath: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
        var started: Bool?

        viewModel.startGather { started = $0 }

        XCTAssertEqual(started, true)
        let gather = try XCTUnwrap(viewModel.startedGather)
        XCTAssertEqual(gather.players(in: .teamA).map(\.name), ["John"])
        XCTAssertEqual(gather.players(in: .teamB).map(\.name), ["Maria"])
        XCTAssertEqual(
            backend.players(inGather: gather.gatherUUID).map(\.team), ["Team A", "Team B"],
            "the bench stays home")
    }

    func testStartGather_whenAnAddFails_reportsFailure() async {
        let ghost = PlayerResponseModel(id: 999, name: "Ghost")
        let viewModel = ConfirmPlayersViewModel(
            playersBySection: [.teamA: [squad[0]], .teamB: [ghost]], environment: environment)
        var started: Bool?

        viewModel.startGather { started = $0 }

        XCTAssertEqual(started, false)
        XCTAssertNil(viewModel.startedGather)
    }
}
