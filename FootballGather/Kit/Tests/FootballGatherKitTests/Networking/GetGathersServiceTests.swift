import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class GetGathersServiceTests: XCTestCase {
    private let session = StubNetworkSession.withStandardErrorPaths()

    private func getGathers(from endpoint: Endpoint) -> Result<[GatherResponseModel], any Error>? {
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)
        return synchronousResult { service.get(GatherResponseModel.self, completion: $0) }
    }

    func testGetGathers_whenRequestIsSuccessful_returnsGathers() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.gathers)
        let gather = GatherResponseModel(
            id: ModelsMockFactory.gatherUUID, userId: UUID(), score: "1-1", winnerTeam: "None")
        session.stub(endpoint.path, method: "GET", with: .json([gather]))

        XCTAssertEqual(try getGathers(from: endpoint)?.get(), [gather])
        XCTAssertEqual(session.lastRequest?.httpMethod, "GET")
    }

    func testGetGathers_whenServerErrors_returnsTransportError() async {
        XCTAssertTransportFailure(getGathers(from: EndpointMockFactory.makeErrorEndpoint()))
    }

    func testGetGathers_whenBodyIsEmpty_returnsUnexpectedResponse() async {
        XCTAssertFailure(
            getGathers(from: EndpointMockFactory.makeEmptyEndpoint()), .unexpectedResponse)
    }

    func testGetGathers_whenBodyIsNotGathers_returnsDecodingError() async {
        XCTAssertDecodingFailure(
            getGathers(from: EndpointMockFactory.makeModelTransformErrorEndpoint()))
    }
}
