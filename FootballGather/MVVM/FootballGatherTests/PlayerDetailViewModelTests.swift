import FootballGatherKit
import FootballGatherTestSupport
import XCTest

@testable import FootballGather

@MainActor
final class PlayerDetailViewModelTests: XCTestCase {
    private let environment = TestEnvironment.stubbed(StubNetworkSession())
    private let viewModel = PlayerDetailViewModel(player: ModelsMockFactory.makePlayer())

    func testSections_whenAllocated_showPersonalPlayAndLikes() async {
        XCTAssertEqual(viewModel.title, "John")
        XCTAssertEqual(viewModel.numberOfSections, 3)
        XCTAssertEqual(
            (0..<3).map { viewModel.titleForHeader(inSection: $0) }, ["PERSONAL", "PLAY", "LIKES"])
        XCTAssertEqual((0..<3).map { viewModel.numberOfRows(inSection: $0) }, [2, 2, 1])
        XCTAssertEqual(
            viewModel.rowTitleDescription(for: IndexPath(row: 0, section: 1)), "Preferred position")
        XCTAssertEqual(
            viewModel.rowValueDescription(for: IndexPath(row: 0, section: 1)), "Goalkeeper")
    }

    func testMakeEditViewModel_whenNoRowIsSelected_isNil() async {
        XCTAssertNil(viewModel.makeEditViewModel(environment: environment))
    }

    func testMakeEditViewModel_whenPositionIsSelected_editsBySelection() async throws {
        viewModel.selectPlayerRow(at: IndexPath(row: 0, section: 1))

        let editViewModel = try XCTUnwrap(viewModel.makeEditViewModel(environment: environment))

        XCTAssertEqual(editViewModel.title, "Preferred position")
        XCTAssertTrue(editViewModel.isSelectionViewType)
        XCTAssertTrue(editViewModel.isItemSelected(at: 0), "goalkeeper is the first position")
    }

    func testMakeEditViewModel_whenAgeIsSelected_editsByText() async throws {
        viewModel.selectPlayerRow(at: IndexPath(row: 1, section: 0))

        let editViewModel = try XCTUnwrap(viewModel.makeEditViewModel(environment: environment))

        XCTAssertEqual(editViewModel.title, "Age")
        XCTAssertFalse(editViewModel.isSelectionViewType)
        XCTAssertEqual(editViewModel.playerRowValue, "18")
    }

    func testUpdatePlayer_whenEdited_rebuildsRowsAndTitle() async {
        var edited = ModelsMockFactory.makePlayer()
        edited.name = "Johnny"
        edited.favouriteTeam = "Porto"

        viewModel.updatePlayer(edited)

        XCTAssertEqual(viewModel.title, "Johnny")
        XCTAssertEqual(viewModel.rowValueDescription(for: IndexPath(row: 0, section: 2)), "Porto")
    }
}
