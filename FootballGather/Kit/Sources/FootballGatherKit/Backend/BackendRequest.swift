import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The parts of a `URLRequest` the in-memory backend routes on.
struct BackendRequest {
    var method: String
    /// The path split on "/", without empty parts: `/api/players/4` → ["api", "players", "4"].
    var pathComponents: [String]
    var body: Data?
    var authorization: String?

    init(request: URLRequest) {
        method = (request.httpMethod ?? "GET").uppercased()
        pathComponents = (request.url?.path ?? "").split(separator: "/").map(String.init)
        body = request.httpBody
        authorization = request.value(forHTTPHeaderField: "Authorization")
    }

    /// The body decoded as `Body`, or nil when missing or malformed.
    func decodedBody<Body: Decodable>(_ type: Body.Type) -> Body? {
        guard let body, !body.isEmpty else { return nil }
        return try? JSONDecoder().decode(type, from: body)
    }

    /// The token of a `Bearer` authorization header.
    var bearerToken: String? {
        guard let authorization, authorization.hasPrefix("Bearer ") else { return nil }
        return String(authorization.dropFirst("Bearer ".count))
    }

    /// Username and password of a `Basic` authorization header.
    var basicCredentials: (username: String, password: String)? {
        guard let authorization, authorization.hasPrefix("Basic "),
            let decoded = Data(base64Encoded: String(authorization.dropFirst("Basic ".count))),
            let text = String(data: decoded, encoding: .utf8),
            let colon = text.firstIndex(of: ":")
        else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }
}

/// What the in-memory backend answers: a status, optional JSON body and headers.
struct BackendAnswer {
    var statusCode: Int
    var body: Data?
    var headers: [String: String] = [:]

    static func status(_ statusCode: Int) -> BackendAnswer {
        BackendAnswer(statusCode: statusCode, body: nil)
    }

    /// A JSON body; the keys are sorted so answers are byte-for-byte reproducible.
    static func json<Body: Encodable>(_ body: Body, status: Int = HTTPStatus.ok) -> BackendAnswer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return BackendAnswer(
            statusCode: status, body: try? encoder.encode(body),
            headers: ["Content-Type": "application/json"])
    }

    /// 201 with a `Location` header pointing at the new resource.
    static func created(location: String) -> BackendAnswer {
        BackendAnswer(statusCode: HTTPStatus.created, body: nil, headers: ["Location": location])
    }

    /// An error status with a Vapor-like `{"error": true, "reason": …}` body.
    static func error(_ statusCode: Int, _ reason: String) -> BackendAnswer {
        json(ErrorBody(error: true, reason: reason), status: statusCode)
    }

    private struct ErrorBody: Encodable {
        var error: Bool
        var reason: String
    }

    func httpResponse(for url: URL) -> HTTPURLResponse? {
        HTTPURLResponse(
            url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: headers)
    }
}
