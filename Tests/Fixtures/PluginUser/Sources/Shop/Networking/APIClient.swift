/// Shared by every screen.
public struct APIClient {
    public var baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL
    }
}
