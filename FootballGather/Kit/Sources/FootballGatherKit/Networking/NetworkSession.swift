import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Anything that can answer a request: `URLSession`, the `InMemoryBackend`, or a test stub.
/// The completion handler may run on any thread.
public protocol NetworkSession: Sendable {
    /// Loads a request and calls back once with data, response and/or error.
    func loadData(
        from request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void)
}

extension URLSession: NetworkSession {
    public func loadData(
        from request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) {
        dataTask(with: request, completionHandler: completionHandler).resume()
    }
}
