import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class CreateGatherServiceTests: XCTestCase {
    private let session = StubNetworkSession.withStandardErrorPaths()
    private let resourcePath = ResourcePath.gathers

    func testCreateGather_whenRequestIsSuccessful_returnsUUIDFromLocation() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: resourcePath)
        let gatherUUID = ModelsMockFactory.gatherUUID
        session.stub(
            endpoint.path, method: "POST",
            with: .status(201, headers: ["Location": "\(resourcePath)/\(gatherUUID.uuidString)"]))
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)

        let result = synchronousResult { service.create(GatherCreateModel(), completion: $0) }

        XCTAssertEqual(try result?.get(), .uuid(gatherUUID))
    }

    func testCreateGather_whenRequestIsSent_postsEmptyJSONWithBearerToken() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: resourcePath)
        let service = NetworkTestHelpers.makeService(session: session, endpoint: endpoint)

        _ = synchronousResult { service.create(GatherCreateModel(), completion: $0) }

        let request = session.lastRequest
        XCTAssertEqual(request?.httpMethod, "POST")
        XCTAssertEqual(request?.url?.absoluteString, "http://localhost:9999/api/gathers/success")
        XCTAssertEqual(
            request?.value(forHTTPHeaderField: "Authorization"),
            "Bearer \(AppKeychainMockFactory.token)")
        XCTAssertEqual(request?.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(request?.httpBody.map { String(decoding: $0, as: UTF8.self) }, "{}")
    }

    func testCreateGather_whenServerErrors_returnsTransportError() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeErrorEndpoint())
        XCTAssertTransportFailure(
            synchronousResult { service.create(GatherCreateModel(), completion: $0) })
    }

    func testCreateGather_whenStatusCodeIsNot201_returnsUnexpectedResponse() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeInvalidStatusCodeEndpoint())
        XCTAssertFailure(
            synchronousResult { service.create(GatherCreateModel(), completion: $0) },
            .unexpectedResponse)
    }

    func testCreateGather_whenLocationHeaderIsMissing_returnsLocationHeaderNotFound() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeLocationNotFoundEndpoint())
        XCTAssertFailure(
            synchronousResult { service.create(GatherCreateModel(), completion: $0) },
            .locationHeaderNotFound)
    }

    func testCreateGather_whenLocationIDIsInvalid_returnsUnexpectedResourceIDType() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeInvalidUUIDEndpoint())
        XCTAssertFailure(
            synchronousResult { service.create(GatherCreateModel(), completion: $0) },
            .unexpectedResourceIDType)
    }
}
