import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds the `URLRequest` for an endpoint: JSON content type and accept headers, plus whatever
/// authentication the conformer adds.
public protocol URLRequestFactory: Sendable {
    /// Where the requests go.
    var endpoint: Endpoint { get set }
    /// A GET request for `endpoint` with the JSON headers.
    func makeURLRequest() -> URLRequest
}

extension URLRequestFactory {
    /// The request with the headers every call sends. A bad URL is a programming error (the
    /// endpoints are constants), hence the trap rather than a thrown error.
    func makeJSONRequest() -> URLRequest {
        guard let url = endpoint.url else {
            fatalError("Endpoint does not form a URL: \(endpoint)")
        }
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// The same factory pointed at another endpoint (used to add `/{id}` without mutating).
    public func with(endpoint newEndpoint: Endpoint) -> Self {
        var copy = self
        copy.endpoint = newEndpoint
        return copy
    }
}

/// Requests without authentication (register, login).
public struct StandardURLRequestFactory: URLRequestFactory {
    public var endpoint: Endpoint

    /// Creates a factory for an endpoint.
    public init(endpoint: Endpoint) {
        self.endpoint = endpoint
    }

    public func makeURLRequest() -> URLRequest {
        makeJSONRequest()
    }
}

/// Requests carrying `Authorization: Bearer <token>` when the keychain holds a token.
public struct AuthURLRequestFactory: URLRequestFactory {
    public var endpoint: Endpoint
    /// Where the token is read from, at request time.
    public let keychain: FootballGatherKeychain

    /// Creates a factory for an endpoint and a keychain.
    public init(endpoint: Endpoint, keychain: FootballGatherKeychain) {
        self.endpoint = endpoint
        self.keychain = keychain
    }

    public func makeURLRequest() -> URLRequest {
        var request = makeJSONRequest()
        if let token = keychain.token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }
}
