import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class GetPlayersServiceTests: XCTestCase {
    private let session = StubNetworkSession.withStandardErrorPaths()

    private func getPlayers(from endpoint: Endpoint) -> Result<[PlayerResponseModel], any Error>? {
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)
        return synchronousResult { service.get(PlayerResponseModel.self, completion: $0) }
    }

    func testGetPlayers_whenRequestIsSuccessful_returnsPlayersDecodedLeniently() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.players)
        let body =
            #"[{"id":4,"name":"John","age":18,"skill":"beginner","preferredPosition":"goalkeeper","userId":"x"},"#
            + #"{"id":5,"name":"Ann","skill":"legend","preferredPosition":"libero"}]"#
        session.stub(endpoint.path, with: .status(200, data: Data(body.utf8)))

        let players = try? getPlayers(from: endpoint)?.get()

        XCTAssertEqual(players?.count, 2)
        XCTAssertEqual(players?.first?.preferredPosition, .goalkeeper)
        XCTAssertEqual(players?.first?.skill, .beginner)
        XCTAssertNil(players?.last?.skill)
        XCTAssertNil(players?.last?.preferredPosition)
    }

    func testGetPlayers_whenServerErrors_returnsTransportError() async {
        XCTAssertTransportFailure(getPlayers(from: EndpointMockFactory.makeErrorEndpoint()))
    }

    func testGetPlayers_whenBodyIsEmpty_returnsUnexpectedResponse() async {
        XCTAssertFailure(
            getPlayers(from: EndpointMockFactory.makeEmptyEndpoint()), .unexpectedResponse)
    }

    func testGetPlayers_whenBodyIsNotPlayers_returnsDecodingError() async {
        XCTAssertDecodingFailure(
            getPlayers(from: EndpointMockFactory.makeModelTransformErrorEndpoint()))
    }
}
