import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class DeleteGathersServiceTests: XCTestCase {
    private let session = StubNetworkSession()
    private let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.gathers)
    private let gatherID = ResourceID.uuid(ModelsMockFactory.gatherUUID)
    private var gatherPath: String { "\(endpoint.path)/\(ModelsMockFactory.gatherUUID.uuidString)" }

    private func delete() -> Result<Bool, any Error>? {
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)
        return synchronousResult { service.delete(withID: gatherID, completion: $0) }
    }

    func testDeleteGather_whenStatusIs204_returnsTrue() async {
        session.stub(gatherPath, method: "DELETE", with: .status(204))
        XCTAssertEqual(try delete()?.get(), true)
        XCTAssertEqual(session.lastRequest?.httpMethod, "DELETE")
    }

    func testDeleteGather_whenServerErrors_returnsTransportError() async {
        session.stub(gatherPath, with: .failure(StubNetworkSession.TransportError()))
        XCTAssertTransportFailure(delete())
    }

    func testDeleteGather_whenStatusIsNot204_returnsUnexpectedResponse() async {
        session.stub(gatherPath, with: .status(404))
        XCTAssertFailure(delete(), .unexpectedResponse)
    }
}
