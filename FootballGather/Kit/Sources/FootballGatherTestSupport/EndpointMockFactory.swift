import FootballGatherKit

/// An endpoint on the original tests' stub server, `http://localhost:9999`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Keeps the name of the original tests' `EndpointMock` type, which this factory replaces.
public func EndpointMock(path: String = "/") -> Endpoint {
    Endpoint(path: path, host: "localhost", port: 9999)
}

/// The stub server's special paths, each naming the answer a test stubs for it.
public enum EndpointMockFactory {
    /// `<resourcePath>/success`.
    public static func makeSuccessfulEndpoint(path resourcePath: String) -> Endpoint {
        EndpointMock(path: "\(resourcePath)/success")
    }

    /// `/api/server-error`: the transport fails.
    public static func makeErrorEndpoint() -> Endpoint { EndpointMock(path: "/api/server-error") }
    /// `/api/empty`: an empty body.
    public static func makeEmptyEndpoint() -> Endpoint { EndpointMock(path: "/api/empty") }
    /// `/api/model-transform-error`: a body that does not decode.
    public static func makeModelTransformErrorEndpoint() -> Endpoint {
        EndpointMock(path: "/api/model-transform-error")
    }
    /// `/api/invalid-status-code`: a status the call does not accept.
    public static func makeInvalidStatusCodeEndpoint() -> Endpoint {
        EndpointMock(path: "/api/invalid-status-code")
    }
    /// `/api/location-not-found`: a 201 without `Location`.
    public static func makeLocationNotFoundEndpoint() -> Endpoint {
        EndpointMock(path: "/api/location-not-found")
    }
    /// `/api/invalid-uuid`: a 201 whose `Location` id is neither a UUID nor an integer.
    public static func makeInvalidUUIDEndpoint() -> Endpoint {
        EndpointMock(path: "/api/invalid-uuid")
    }
}
