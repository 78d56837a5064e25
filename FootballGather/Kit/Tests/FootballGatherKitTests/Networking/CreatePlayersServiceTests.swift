import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class CreatePlayersServiceTests: XCTestCase {
    private let session = StubNetworkSession.withStandardErrorPaths()
    private let player = ModelsMockFactory.makePlayerCreateModel()

    func testCreatePlayer_whenRequestIsSuccessful_returnsIntegerIDAndSendsPlayer() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.players)
        session.stub(
            endpoint.path, method: "POST",
            with: .status(201, headers: ["Location": "/api/players/\(ModelsMockFactory.playerID)"]))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)

        let result = synchronousResult { service.create(player, completion: $0) }

        XCTAssertEqual(try result?.get(), .integer(ModelsMockFactory.playerID))
        let sent = session.lastRequest?.httpBody.flatMap {
            try? JSONDecoder().decode(PlayerCreateModel.self, from: $0)
        }
        XCTAssertEqual(sent, player)
    }

    func testCreatePlayer_whenServerErrors_returnsTransportError() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeErrorEndpoint())
        XCTAssertTransportFailure(synchronousResult { service.create(player, completion: $0) })
    }

    func testCreatePlayer_whenStatusCodeIsNot201_returnsUnexpectedResponse() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeInvalidStatusCodeEndpoint())
        XCTAssertFailure(
            synchronousResult { service.create(player, completion: $0) }, .unexpectedResponse)
    }

    func testCreatePlayer_whenLocationHeaderIsMissing_returnsLocationHeaderNotFound() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeLocationNotFoundEndpoint())
        XCTAssertFailure(
            synchronousResult { service.create(player, completion: $0) }, .locationHeaderNotFound)
    }

    func testCreatePlayer_whenLocationIDIsInvalid_returnsUnexpectedResourceIDType() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeInvalidUUIDEndpoint())
        XCTAssertFailure(
            synchronousResult { service.create(player, completion: $0) }, .unexpectedResourceIDType)
    }
}
