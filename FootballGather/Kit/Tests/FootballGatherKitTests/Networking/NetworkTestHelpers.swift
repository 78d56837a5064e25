import FootballGatherKit
import FootballGatherTestSupport
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Services over a stub session on the mock server, answering synchronously.
@MainActor
enum NetworkTestHelpers {
    static func makeService(
        session: StubNetworkSession, endpoint: Endpoint, authenticated: Bool = true,
        keychain: FootballGatherKeychain = AppKeychainMockFactory.makeKeychain()
    ) -> StandardNetworkService {
        let factory: any URLRequestFactory =
            authenticated
            ? AuthURLRequestFactory(endpoint: endpoint, keychain: keychain)
            : StandardURLRequestFactory(endpoint: endpoint)
        return StandardNetworkService(
            session: session, requestFactory: factory, delivery: .immediate)
    }

    static func jsonObject(of request: URLRequest?) -> [String: String]? {
        guard let body = request?.httpBody else { return nil }
        return try? JSONDecoder().decode([String: String].self, from: body)
    }
}

/// Fails unless `result` is a failure with exactly `expected`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named like the XCTest assertions it extends.
func XCTAssertFailure<Value>(
    _ result: Result<Value, any Error>?, _ expected: ServiceError, file: StaticString = #filePath,
    line: UInt = #line
) {
    guard case .failure(let error) = result else {
        return XCTFail(
            "expected failure \(expected), got \(String(describing: result))", file: file,
            line: line)
    }
    XCTAssertEqual(error as? ServiceError, expected, file: file, line: line)
}

/// Fails unless `result` is a failure with the stub session's transport error.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named like the XCTest assertions it extends.
func XCTAssertTransportFailure<Value>(
    _ result: Result<Value, any Error>?, file: StaticString = #filePath, line: UInt = #line
) {
    guard case .failure(let error) = result else {
        return XCTFail(
            "expected a transport failure, got \(String(describing: result))", file: file,
            line: line)
    }
    XCTAssertTrue(
        error is StubNetworkSession.TransportError, "got \(error)", file: file, line: line)
}

/// Fails unless `result` is a failure from JSON decoding.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Named like the XCTest assertions it extends.
func XCTAssertDecodingFailure<Value>(
    _ result: Result<Value, any Error>?, file: StaticString = #filePath, line: UInt = #line
) {
    guard case .failure(let error) = result else {
        return XCTFail(
            "expected a decoding failure, got \(String(describing: result))", file: file, line: line
        )
    }
    XCTAssertTrue(error is DecodingError, "got \(error)", file: file, line: line)
}
