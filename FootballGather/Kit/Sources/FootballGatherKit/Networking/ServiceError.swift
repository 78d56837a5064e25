/// What can go wrong between a request and a usable result (besides the transport's own errors).
public enum ServiceError: Error, Equatable, Sendable {
    /// The status code or body was not what the endpoint promises.
    case unexpectedResponse
    /// A create answered 201 without a `Location` header.
    case locationHeaderNotFound
    /// The `Location` header had no id component.
    case resourceIDNotFound
    /// The id in `Location` was neither a UUID nor an integer.
    case unexpectedResourceIDType
    /// The server answered without the body the call needs.
    case expectedDataInResponse
    /// The request body could not be encoded.
    case invalidRequestData
}
