/// A user's credentials as sent to register or log in; `password` is already the SHA-256 hex.
public struct UserRequestModel: Codable, Equatable, Sendable {
    public var username: String
    public var password: String

    /// Creates the credentials from an already hashed password.
    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }

    /// Creates the credentials from what the user typed, hashing the password as the server expects.
    public init(username: String, plainPassword: String) {
        self.init(username: username, password: Crypto.hash(plainPassword))
    }
}
