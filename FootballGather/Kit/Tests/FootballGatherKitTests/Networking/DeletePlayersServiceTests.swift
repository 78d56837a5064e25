import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class DeletePlayersServiceTests: XCTestCase {
    private let session = StubNetworkSession()
    private let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.players)

    private func delete(_ playerID: Int, with service: StandardNetworkService) -> Result<
        Bool, any Error
    >? {
        synchronousResult { service.delete(withID: .integer(playerID), completion: $0) }
    }

    func testDeletePlayer_whenStatusIs204_returnsTrue() async {
        session.stub("\(endpoint.path)/4", method: "DELETE", with: .status(204))
        XCTAssertEqual(
            try delete(
                4, with: NetworkTestHelpers.makeService(session: session, endpoint: endpoint))?
                .get(), true)
    }

    func testDeletePlayer_whenStatusIsNot204_returnsUnexpectedResponse() async {
        session.stub("\(endpoint.path)/4", with: .status(200))
        XCTAssertFailure(
            delete(4, with: NetworkTestHelpers.makeService(session: session, endpoint: endpoint)),
            .unexpectedResponse)
    }

    func testDeletePlayer_whenServiceIsReused_eachCallHitsItsOwnPath() async {
        session.stub("\(endpoint.path)/4", with: .status(204))
        session.stub("\(endpoint.path)/5", with: .status(204))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)

        XCTAssertEqual(try delete(4, with: service)?.get(), true)
        XCTAssertEqual(try delete(5, with: service)?.get(), true)
        XCTAssertEqual(
            session.recordedRequests.map { $0.url?.path },
            ["\(endpoint.path)/4", "\(endpoint.path)/5"])
    }
}
