import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class UpdatePlayerServiceTests: XCTestCase {
    private let session = StubNetworkSession()
    private let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.players)
    private let player = ModelsMockFactory.makePlayer()

    private func update(with service: StandardNetworkService) -> Result<Bool, any Error>? {
        synchronousResult {
            service.update(
                PlayerCreateModel(player: player), resourceID: .integer(player.id), completion: $0)
        }
    }

    func testUpdatePlayer_whenStatusIs204_returnsTrueAndPutsFullModel() async {
        session.stub("\(endpoint.path)/4", method: "PUT", with: .status(204))

        let result = update(
            with: NetworkTestHelpers.makeService(session: session, endpoint: endpoint))

        XCTAssertEqual(try result?.get(), true)
        let sent = session.lastRequest?.httpBody.flatMap {
            try? JSONDecoder().decode(PlayerCreateModel.self, from: $0)
        }
        XCTAssertEqual(
            sent,
            PlayerCreateModel(
                name: "John", age: 18, skill: .beginner, preferredPosition: .goalkeeper))
    }

    func testUpdatePlayer_whenStatusIsNot204_returnsUnexpectedResponse() async {
        session.stub("\(endpoint.path)/4", with: .status(500))
        XCTAssertFailure(
            update(with: NetworkTestHelpers.makeService(session: session, endpoint: endpoint)),
            .unexpectedResponse)
    }

    func testUpdatePlayer_whenServiceIsReused_doesNotStackPaths() async {
        session.stub("\(endpoint.path)/4", with: .status(204))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)

        XCTAssertEqual(try update(with: service)?.get(), true)
        XCTAssertEqual(try update(with: service)?.get(), true)

        XCTAssertEqual(
            session.recordedRequests.map { $0.url?.path },
            ["\(endpoint.path)/4", "\(endpoint.path)/4"])
    }
}
