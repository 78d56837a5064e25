import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

/// What every service shares beyond the original's tests: request building and delivery.
@MainActor
final class NetworkServiceBehaviourTests: XCTestCase {
    private struct Unencodable: Encodable {
        struct Refusal: Error {}
        func encode(to encoder: any Encoder) throws { throw Refusal() }
    }

    func testCreate_whenBodyCannotBeEncoded_failsWithInvalidRequestDataAndSendsNothing() async {
        let session = StubNetworkSession()
        let service = NetworkTestHelpers.makeService(
            session: session, endpoint: EndpointMock(path: ResourcePath.players))
        XCTAssertFailure(
            synchronousResult { service.create(Unencodable(), completion: $0) }, .invalidRequestData
        )
        XCTAssertTrue(session.recordedRequests.isEmpty)
    }

    func testEndpoint_whenBuilt_formsURLWithPortAndQuery() async {
        let endpoint = Endpoint(
            path: "/api/players", queryItems: [URLQueryItem(name: "q", value: "a b")])
        XCTAssertEqual(endpoint.url?.absoluteString, "http://localhost:8080/api/players?q=a%20b")
        XCTAssertEqual(endpoint.appendingPathComponent("4").path, "/api/players/4")
        XCTAssertNil(Endpoint(path: "no-leading-slash").url)
    }

    func testResourceID_whenParsed_prefersUUIDThenInteger() async {
        let uuid = ModelsMockFactory.gatherUUID
        XCTAssertEqual(ResourceID(pathComponent: uuid.uuidString), .uuid(uuid))
        XCTAssertEqual(ResourceID(pathComponent: "42"), .integer(42))
        XCTAssertNil(ResourceID(pathComponent: "abc"))
        XCTAssertEqual(ResourceID.uuid(uuid).description, uuid.uuidString)
    }

    func testMainQueueDelivery_whenSessionAnswersSynchronously_stillCompletesLater() async {
        let session = StubNetworkSession()
        session.stub("/api/players/4", with: .status(204))
        let service = StandardNetworkService(
            session: session,
            requestFactory: AuthURLRequestFactory(
                endpoint: EndpointMock(path: ResourcePath.players),
                keychain: AppKeychainMockFactory.makeKeychain()),
            delivery: .mainQueue)
        let recorder = CompletionRecorder<Bool>()
        let done = expectation(description: "deleted")
        service.delete(withID: .integer(4)) { result in
            recorder.completion(result)
            done.fulfill()
        }
        XCTAssertNil(recorder.result)
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(try recorder.result?.get(), true)
    }

    func testEnvironmentServices_pointAtTheirPathsAndAuthentication() async {
        let keychain = AppKeychainMockFactory.makeKeychain()
        let environment = ServiceEnvironment(
            session: StubNetworkSession(), keychain: keychain,
            userDefaults: AppKeychainMockFactory.makeUserDefaults(), delivery: .immediate)
        XCTAssertEqual(environment.usersService().requestFactory.endpoint.path, "/api/users")
        XCTAssertNil(
            environment.usersService().requestFactory.makeURLRequest().value(
                forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(environment.playersService().requestFactory.endpoint.path, "/api/players")
        XCTAssertNotNil(
            environment.playersService().requestFactory.makeURLRequest().value(
                forHTTPHeaderField: "Authorization"))
        XCTAssertEqual(
            environment.gathersService().requestFactory.endpoint.url?.absoluteString,
            "http://localhost:8080/api/gathers")
    }
}
