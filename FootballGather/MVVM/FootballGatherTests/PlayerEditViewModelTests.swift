import FootballGatherKit
import FootballGatherTestSupport
import XCTest

@testable import FootballGather

@MainActor
final class PlayerEditViewModelTests: XCTestCase {
    private let session = StubNetworkSession()
    private let player = ModelsMockFactory.makePlayer()
    private var playerPath: String { "\(ResourcePath.players)/\(ModelsMockFactory.playerID)" }

    private func makeViewModel(field: PlayerEditableFieldOption, title: String)
        -> PlayerEditViewModel
    {
        let row = PlayerRow(
            title: title, value: player.displayValue(of: field), editableField: field)
        return PlayerEditViewModel(
            playerEditModel: PlayerEditModel(player: player, playerRow: row),
            playerItemsEditModel: PlayerItemsEditModel(field: field, player: player),
            environment: TestEnvironment.stubbed(session))
    }

    func testTextMode_whenTextDiffersCaseSensitively_enablesDone() async {
        let viewModel = makeViewModel(field: .name, title: "Name")

        XCTAssertFalse(viewModel.isSelectionViewType)
        XCTAssertEqual(viewModel.title, "Name")
        XCTAssertFalse(viewModel.shouldEnableDoneButton(forText: "John"))
        XCTAssertTrue(viewModel.shouldEnableDoneButton(forText: "john"))
        XCTAssertFalse(viewModel.shouldUpdatePlayer(newValue: "john"), "saving ignores case")
        XCTAssertTrue(viewModel.shouldUpdatePlayer(newValue: "Johnny"))
    }

    func testSelectionMode_whenAnotherItemIsPicked_movesCheckmarkAndEnablesDone() async {
        let viewModel = makeViewModel(field: .skill, title: "Skill")

        XCTAssertTrue(viewModel.isSelectionViewType)
        XCTAssertEqual(viewModel.numberOfSelectableItems, 3)
        XCTAssertEqual(viewModel.itemTitle(at: 2), "Professional")
        XCTAssertTrue(viewModel.isItemSelected(at: 0), "John is a beginner")
        XCTAssertFalse(viewModel.selectItem(at: 0), "picking the current value changes nothing")
        XCTAssertTrue(viewModel.selectItem(at: 2))
        XCTAssertTrue(viewModel.isItemSelected(at: 2))
        XCTAssertFalse(viewModel.isItemSelected(at: 0))
        XCTAssertEqual(viewModel.newValue(typedText: "ignored"), "professional")
    }

    func testUpdatePlayer_whenServerSaves_updatesEditablePlayerAndSendsFullModel() async throws {
        session.stub(playerPath, method: "PUT", with: .status(HTTPStatus.noContent))
        let viewModel = makeViewModel(field: .age, title: "Age")
        var saved: Bool?

        viewModel.updatePlayer(newValue: "30") { saved = $0 }

        XCTAssertEqual(saved, true)
        XCTAssertEqual(viewModel.editablePlayer.age, 30)
        let body = try JSONDecoder().decode(
            PlayerCreateModel.self, from: try XCTUnwrap(session.lastRequest?.httpBody))
        XCTAssertEqual(
            body,
            PlayerCreateModel(
                name: "John", age: 30, skill: .beginner, preferredPosition: .goalkeeper))
    }

    func testUpdatePlayer_whenServerFails_keepsThePlayer() async {
        session.stub(playerPath, method: "PUT", with: .status(500))
        let viewModel = makeViewModel(field: .age, title: "Age")
        var saved: Bool?

        viewModel.updatePlayer(newValue: "30") { saved = $0 }

        XCTAssertEqual(saved, false)
        XCTAssertEqual(viewModel.editablePlayer.age, ModelsMockFactory.playerAge)
    }
}
