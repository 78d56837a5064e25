import FootballGatherKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `NetworkSession` with canned answers per method and path that records every request.
/// It answers synchronously on the caller's thread, so with `.immediate` delivery a service call
/// completes before it returns. Unstubbed requests get a 404.
public final class StubNetworkSession: NetworkSession, @unchecked Sendable {
    /// A canned answer.
    public struct Answer: Sendable {
        public var statusCode: Int?
        public var data: Data?
        public var headers: [String: String]
        public var error: (any Error)?

        /// An HTTP answer.
        public static func status(
            _ statusCode: Int, data: Data? = nil, headers: [String: String] = [:]
        ) -> Answer {
            Answer(statusCode: statusCode, data: data, headers: headers, error: nil)
        }

        /// An HTTP answer with a JSON body.
        public static func json<Body: Encodable>(_ body: Body, status: Int = 200) -> Answer {
            .status(
                status, data: try? JSONEncoder().encode(body),
                headers: ["Content-Type": "application/json"])
        }

        /// A transport failure: no data, no response.
        public static func failure(_ error: any Error) -> Answer {
            Answer(statusCode: nil, data: nil, headers: [:], error: error)
        }
    }

    /// The error a `failure` answer uses by default.
    public struct TransportError: Error, Equatable, Sendable {
        public var message: String
        /// Creates an error.
        public init(_ message: String = "The server is unreachable") { self.message = message }
    }

    // @unchecked: `answers` and `requests` are only touched under `lock`.
    private let lock = NSLock()
    private var answers: [String: Answer] = [:]
    private var requests: [URLRequest] = []

    /// Creates a session with no answers.
    public init() {}

    /// Answers requests for `path` with `method` (any method when nil) with `answer`, replacing an earlier stub.
    public func stub(_ path: String, method: String? = nil, with answer: Answer) {
        lock.withLock { answers[Self.key(method, path)] = answer }
    }

    /// Every request received, in order.
    public var recordedRequests: [URLRequest] { lock.withLock { requests } }

    /// The last request received.
    public var lastRequest: URLRequest? { lock.withLock { requests.last } }

    public func loadData(
        from request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) {
        let path = request.url?.path ?? ""
        let answer = lock.withLock { () -> Answer in
            requests.append(request)
            return answers[Self.key(request.httpMethod ?? "GET", path)] ?? answers[
                Self.key(nil, path)] ?? .status(404)
        }
        let response = answer.statusCode.flatMap { status in
            request.url.flatMap {
                HTTPURLResponse(
                    url: $0, statusCode: status, httpVersion: "HTTP/1.1",
                    headerFields: answer.headers)
            }
        }
        completionHandler(answer.data, response, answer.error)
    }

    private static func key(_ method: String?, _ path: String) -> String {
        "\(method?.uppercased() ?? "*") \(path)"
    }
}

extension StubNetworkSession {
    /// A session answering the `EndpointMockFactory` error paths the way the original stub server
    /// did: transport failure, empty body, undecodable body, status 500, 201 without Location,
    /// and 201 with a non-id Location.
    public static func withStandardErrorPaths() -> StubNetworkSession {
        let session = StubNetworkSession()
        session.stub(EndpointMockFactory.makeErrorEndpoint().path, with: .failure(TransportError()))
        session.stub(EndpointMockFactory.makeEmptyEndpoint().path, with: .status(200, data: Data()))
        session.stub(
            EndpointMockFactory.makeModelTransformErrorEndpoint().path,
            with: .status(200, data: Data(#"{"unexpected": true}"#.utf8)))
        session.stub(EndpointMockFactory.makeInvalidStatusCodeEndpoint().path, with: .status(500))
        session.stub(EndpointMockFactory.makeLocationNotFoundEndpoint().path, with: .status(201))
        session.stub(
            EndpointMockFactory.makeInvalidUUIDEndpoint().path,
            with: .status(201, headers: ["Location": "/api/gathers/not-an-id"]))
        return session
    }
}
