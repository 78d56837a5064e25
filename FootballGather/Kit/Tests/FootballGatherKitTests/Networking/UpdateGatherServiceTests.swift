import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class UpdateGatherServiceTests: XCTestCase {
    private let session = StubNetworkSession.withStandardErrorPaths()
    private let gatherID = ResourceID.uuid(ModelsMockFactory.gatherUUID)

    func testUpdateGather_whenStatusIs204_returnsTrueAndPutsScoreToGatherPath() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.gathers)
        let gatherPath = "\(endpoint.path)/\(ModelsMockFactory.gatherUUID.uuidString)"
        session.stub(gatherPath, method: "PUT", with: .status(204))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)

        let result = synchronousResult {
            service.update(
                ModelsMockFactory.makeGatherUpdate(), resourceID: gatherID, completion: $0)
        }

        XCTAssertEqual(try result?.get(), true)
        XCTAssertEqual(session.lastRequest?.url?.path, gatherPath)
        XCTAssertEqual(
            NetworkTestHelpers.jsonObject(of: session.lastRequest),
            ["score": "1-1", "winnerTeam": "None"])
    }

    func testUpdateGather_whenServerErrors_returnsTransportError() async {
        let endpoint = EndpointMockFactory.makeErrorEndpoint()
        session.stub(
            "\(endpoint.path)/\(gatherID)", with: .failure(StubNetworkSession.TransportError()))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)
        XCTAssertTransportFailure(
            synchronousResult {
                service.update(
                    ModelsMockFactory.makeGatherUpdate(), resourceID: gatherID, completion: $0)
            })
    }

    func testUpdateGather_whenStatusIsNot204_returnsUnexpectedResponse() async {
        let endpoint = EndpointMockFactory.makeInvalidStatusCodeEndpoint()
        session.stub("\(endpoint.path)/\(gatherID)", with: .status(200))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)
        XCTAssertFailure(
            synchronousResult {
                service.update(
                    ModelsMockFactory.makeGatherUpdate(), resourceID: gatherID, completion: $0)
            }, .unexpectedResponse)
    }
}
