import Foundation

/// What a successful login returns; the app keeps only the token.
public struct LoginResponseModel: Codable, Equatable, Sendable {
    public var id: UUID
    public var token: String
    public var userID: UUID

    /// Creates a response.
    public init(id: UUID, token: String, userID: UUID) {
        self.id = id
        self.token = token
        self.userID = userID
    }
}
