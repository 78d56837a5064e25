import Foundation

/// Where a request goes: scheme, host, port, path and query, assembled into a URL.
public struct Endpoint: Equatable, Sendable {
    public var path: String
    public var queryItems: [URLQueryItem]
    public var scheme: String
    public var host: String
    public var port: Int?

    /// Creates an endpoint; the defaults are the original app's server, `http://localhost:8080`.
    public init(
        path: String, queryItems: [URLQueryItem] = [], scheme: String = "http",
        host: String = "localhost", port: Int? = 8080
    ) {
        self.path = path
        self.queryItems = queryItems
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    /// The same server with another path.
    public func withPath(_ newPath: String) -> Endpoint {
        var copy = self
        copy.path = newPath
        return copy
    }

    /// The same server with a path component appended (`/api/players` + `4`).
    public func appendingPathComponent(_ component: String) -> Endpoint {
        withPath(path.hasSuffix("/") ? path + component : path + "/" + component)
    }

    /// The URL, or nil when the parts do not form one (e.g. a path without a leading slash).
    public var url: URL? {
        var components = URLComponents()
        components.scheme = scheme
        components.host = host
        components.port = port
        components.path = path
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        return components.url
    }
}
