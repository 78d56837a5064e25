import FootballGatherKit
import FootballGatherTestSupport
import XCTest

@testable import FootballGather

@MainActor
final class PlayerAddViewModelTests: XCTestCase {
    private let session = StubNetworkSession()

    func testDoneButtonIsEnabled_onlyWithText() async {
        let viewModel = PlayerAddViewModel(environment: TestEnvironment.stubbed(session))

        XCTAssertFalse(viewModel.doneButtonIsEnabled(forText: nil))
        XCTAssertFalse(viewModel.doneButtonIsEnabled(forText: ""))
        XCTAssertTrue(viewModel.doneButtonIsEnabled(forText: "Zoe"))
    }

    func testRequestCreatePlayer_whenServerCreates_succeedsAndSendsName() async throws {
        session.stub(
            ResourcePath.players, method: "POST",
            with: .status(HTTPStatus.created, headers: ["Location": "/api/players/7"]))
        var created: Bool?

        PlayerAddViewModel(environment: TestEnvironment.stubbed(session)).requestCreatePlayer(
            name: "Zoe"
        ) { created = $0 }

        XCTAssertEqual(created, true)
        let body = try JSONDecoder().decode(
            PlayerCreateModel.self, from: try XCTUnwrap(session.lastRequest?.httpBody))
        XCTAssertEqual(body, PlayerCreateModel(name: "Zoe"))
    }

    // Scenario: playerAdd.showsCreateError
    func testRequestCreatePlayer_whenServerFails_fails() async {
        session.stub(ResourcePath.players, method: "POST", with: .status(500))
        var created: Bool?

        PlayerAddViewModel(environment: TestEnvironment.stubbed(session)).requestCreatePlayer(
            name: "Zoe"
        ) { created = $0 }

        XCTAssertEqual(created, false)
    }
}
