import FootballGatherKit
import FootballGatherTestSupport
import XCTest

@testable import FootballGather

@MainActor
final class PlayerListViewModelTests: XCTestCase {
    private func makeLoadedViewModel(backend: InMemoryBackend = .demo()) -> PlayerListViewModel {
        let viewModel = PlayerListViewModel(
            environment: TestEnvironment.loggedInDemo(backend: backend))
        var fetchError: Error?
        viewModel.fetchPlayers { fetchError = $0 }
        XCTAssertNil(fetchError)
        return viewModel
    }

    func testFetchPlayers_whenLoggedIn_loadsRowsWithDescriptions() async {
        let viewModel = makeLoadedViewModel()

        XCTAssertEqual(viewModel.numberOfRows, 6)
        XCTAssertFalse(viewModel.hasNoPlayers)
        XCTAssertEqual(viewModel.playerNameDescription(at: 0), "John")
        XCTAssertEqual(viewModel.playerPositionDescription(at: 0), "Position: goalkeeper")
        XCTAssertEqual(viewModel.playerSkillDescription(at: 0), "Skill: beginner")
    }

    // Scenario: playerList.showsLoadingError
    func testFetchPlayers_whenNotLoggedIn_passesTheError() async {
        let viewModel = PlayerListViewModel(environment: .inMemory(backend: .demo()))
        var fetchError: Error?

        viewModel.fetchPlayers { fetchError = $0 }

        XCTAssertNotNil(fetchError)
        XCTAssertTrue(viewModel.hasNoPlayers)
    }

    func testToggleViewState_whenInListMode_switchesTextsToSelection() async {
        let viewModel = makeLoadedViewModel()
        XCTAssertEqual(viewModel.barButtonItemTitle, "Select")
        XCTAssertEqual(viewModel.actionButtonTitle, "Add player")
        XCTAssertTrue(viewModel.actionButtonIsEnabled)
        XCTAssertTrue(viewModel.canEditRow)

        viewModel.toggleViewState()

        XCTAssertFalse(viewModel.isInListViewMode)
        XCTAssertEqual(viewModel.barButtonItemTitle, "Cancel")
        XCTAssertEqual(viewModel.actionButtonTitle, "Confirm players")
        XCTAssertFalse(viewModel.actionButtonIsEnabled, "nobody is picked yet")
        XCTAssertFalse(viewModel.canEditRow)
    }

    func testTogglePlayerSelection_whenTwoPlayersArePicked_enablesConfirm() async {
        let viewModel = makeLoadedViewModel()
        viewModel.toggleViewState()

        viewModel.togglePlayerSelection(at: 0)
        XCTAssertEqual(viewModel.title, "1 selected")
        XCTAssertFalse(viewModel.actionButtonIsEnabled)
        viewModel.togglePlayerSelection(at: 3)
        XCTAssertEqual(viewModel.title, "2 selected")
        XCTAssertTrue(viewModel.actionButtonIsEnabled)
        viewModel.togglePlayerSelection(at: 0)

        XCTAssertEqual(viewModel.title, "1 selected")
        XCTAssertFalse(viewModel.isPlayerSelected(at: 0))
        XCTAssertTrue(viewModel.isPlayerSelected(at: 3))
    }

    func testToggleViewState_whenBackToListMode_forgetsPicksAndResetsTitle() async {
        let viewModel = makeLoadedViewModel()
        viewModel.toggleViewState()
        viewModel.togglePlayerSelection(at: 0)
        viewModel.togglePlayerSelection(at: 1)

        viewModel.toggleViewState()

        XCTAssertEqual(viewModel.title, "Players")
        XCTAssertFalse(viewModel.isPlayerSelected(at: 0))
        XCTAssertTrue(viewModel.actionButtonIsEnabled, "Add player stays available")
    }

    func testMakeConfirmPlayersViewModel_putsPickedPlayersOnTheBenchInRowOrder() async {
        let viewModel = makeLoadedViewModel()
        viewModel.toggleViewState()
        viewModel.togglePlayerSelection(at: 4)
        viewModel.togglePlayerSelection(at: 1)

        let confirmViewModel = viewModel.makeConfirmPlayersViewModel()

        XCTAssertEqual(confirmViewModel.numberOfRows(inSection: TeamSection.bench.rawValue), 2)
        XCTAssertEqual(confirmViewModel.rowTitle(at: IndexPath(row: 0, section: 0)), "Maria")
        XCTAssertEqual(confirmViewModel.rowTitle(at: IndexPath(row: 1, section: 0)), "Luis")
    }

    func testDeletePlayer_whenServerDeletes_removesTheRow() async {
        let backend = InMemoryBackend.demo()
        let viewModel = makeLoadedViewModel(backend: backend)
        var deleteError: Error?

        viewModel.deletePlayer(at: 0) { deleteError = $0 }

        XCTAssertNil(deleteError)
        XCTAssertEqual(viewModel.numberOfRows, 5)
        XCTAssertEqual(viewModel.playerNameDescription(at: 0), "Maria")
        XCTAssertEqual(backend.players(ofUser: InMemoryBackend.demoUsername).count, 5)
    }

    func testUpdatePlayer_whenPlayerIsListed_replacesItAndReturnsItsRow() async {
        let viewModel = makeLoadedViewModel()
        var edited = viewModel.selectPlayerForDisplayingDetails(at: 2)
        edited.name = "Kenny"

        XCTAssertEqual(viewModel.updatePlayer(edited), 2)
        XCTAssertEqual(viewModel.playerNameDescription(at: 2), "Kenny")
        XCTAssertNil(viewModel.updatePlayer(PlayerResponseModel(id: 999, name: "Nobody")))
    }
}
