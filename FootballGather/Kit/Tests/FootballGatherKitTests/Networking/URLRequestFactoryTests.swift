import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

/// The QueryFactory tests of the original: what every request carries.
final class URLRequestFactoryTests: XCTestCase {
    private let endpoint = EndpointMock(path: "/api/players")

    func testStandardFactory_whenRequestIsMade_hasJSONHeadersAndNoAuthorization() {
        let request = StandardURLRequestFactory(endpoint: endpoint).makeURLRequest()
        XCTAssertEqual(request.url?.absoluteString, "http://localhost:9999/api/players")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }

    func testAuthFactory_whenKeychainHasToken_addsBearerHeader() {
        let request = AuthURLRequestFactory(
            endpoint: endpoint, keychain: AppKeychainMockFactory.makeKeychain()
        ).makeURLRequest()
        XCTAssertEqual(
            request.value(forHTTPHeaderField: "Authorization"), "Bearer v2s4o0XcRgDHF/VojbAmGQ==")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    }

    func testAuthFactory_whenKeychainHasNoToken_sendsNoAuthorization() {
        let request = AuthURLRequestFactory(
            endpoint: endpoint, keychain: AppKeychainMockFactory.makeKeychain(token: nil)
        ).makeURLRequest()
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
    }
}
