import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class CreateUserServiceTests: XCTestCase {
    private let session = StubNetworkSession.withStandardErrorPaths()
    private let user = UserRequestModel(
        username: ModelsMockFactory.username, plainPassword: ModelsMockFactory.password)

    func testCreateUser_whenRequestIsSuccessful_returnsUUID() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.users)
        let userUUID = UUID()
        session.stub(
            endpoint.path,
            with: .status(201, headers: ["Location": "/api/users/\(userUUID.uuidString)"]))
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: endpoint, authenticated: false)

        XCTAssertEqual(
            try synchronousResult { service.create(user, completion: $0) }?.get(), .uuid(userUUID))
    }

    func testCreateUser_whenRequestIsSent_sendsHashedPasswordWithoutAuthorization() async {
        let endpoint = EndpointMockFactory.makeSuccessfulEndpoint(path: ResourcePath.users)
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: endpoint, authenticated: false)

        _ = synchronousResult { service.create(user, completion: $0) }

        XCTAssertNil(session.lastRequest?.value(forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(
            NetworkTestHelpers.jsonObject(of: session.lastRequest),
            [
                "username": "demo-user", "password": Crypto.hash("demo-password"),
            ])
        XCTAssertEqual(Crypto.hash("demo-password").count, 64)
    }

    func testCreateUser_whenServerErrors_returnsTransportError() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeErrorEndpoint(),
            authenticated: false)
        XCTAssertTransportFailure(synchronousResult { service.create(user, completion: $0) })
    }

    func testCreateUser_whenStatusCodeIsNot201_returnsUnexpectedResponse() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeInvalidStatusCodeEndpoint(),
            authenticated: false)
        XCTAssertFailure(
            synchronousResult { service.create(user, completion: $0) }, .unexpectedResponse)
    }

    func testCreateUser_whenLocationHeaderIsMissing_returnsLocationHeaderNotFound() async {
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMockFactory.makeLocationNotFoundEndpoint(),
            authenticated: false)
        XCTAssertFailure(
            synchronousResult { service.create(user, completion: $0) }, .locationHeaderNotFound)
    }
}
