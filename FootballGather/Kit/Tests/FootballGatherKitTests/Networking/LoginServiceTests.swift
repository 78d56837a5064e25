import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

@MainActor
final class LoginServiceTests: XCTestCase {
    private let session = StubNetworkSession()
    private let keychain = AppKeychainMockFactory.makeKeychain(token: nil)
    private let endpoint = EndpointMock(path: ResourcePath.login)
    private let user = UserRequestModel(
        username: ModelsMockFactory.username, plainPassword: ModelsMockFactory.password)

    private func login() -> Result<String, any Error>? {
        let service = LoginService(
            session: session, requestFactory: StandardURLRequestFactory(endpoint: endpoint),
            keychain: keychain, delivery: .immediate)
        return synchronousResult { service.login(user: user, completion: $0) }
    }

    func testLogin_whenRequestIsSuccessful_storesTokenAndSendsBasicAuth() async {
        let response = LoginResponseModel(id: UUID(), token: "fresh-token", userID: UUID())
        session.stub(endpoint.path, method: "POST", with: .json(response))

        XCTAssertEqual(try login()?.get(), "fresh-token")
        XCTAssertEqual(keychain.token, "fresh-token")
        let expected = Data("demo-user:\(Crypto.hash("demo-password"))".utf8).base64EncodedString()
        XCTAssertEqual(
            session.lastRequest?.value(forHTTPHeaderField: "Authorization"), "Basic \(expected)")
    }

    func testLogin_whenServerErrors_returnsTransportErrorAndStoresNoToken() async {
        session.stub(endpoint.path, with: .failure(StubNetworkSession.TransportError()))
        XCTAssertTransportFailure(login())
        XCTAssertNil(keychain.token)
    }

    func testLogin_whenBodyIsEmpty_returnsExpectedDataInResponse() async {
        session.stub(endpoint.path, with: .status(200))
        XCTAssertFailure(login(), .expectedDataInResponse)
    }

    func testLogin_whenBodyIsNotALoginResponse_returnsUnexpectedResponse() async {
        session.stub(
            endpoint.path,
            with: .status(401, data: Data(#"{"error":true,"reason":"Unauthorized"}"#.utf8)))
        XCTAssertFailure(login(), .unexpectedResponse)
        XCTAssertNil(keychain.token)
    }
}
