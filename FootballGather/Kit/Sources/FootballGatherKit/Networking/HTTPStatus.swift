import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The status codes the app cares about.
public enum HTTPStatus {
    public static let ok = 200
    public static let created = 201
    public static let noContent = 204
    public static let badRequest = 400
    public static let unauthorized = 401
    public static let notFound = 404
    public static let methodNotAllowed = 405
    public static let conflict = 409
}

extension URLResponse {
    /// The HTTP status code, or nil for a non-HTTP response.
    var httpStatusCode: Int? { (self as? HTTPURLResponse)?.statusCode }
}
