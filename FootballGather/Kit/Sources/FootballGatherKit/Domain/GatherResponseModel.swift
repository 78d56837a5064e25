import Foundation

/// A gather as the server returns it.
public struct GatherResponseModel: Codable, Equatable, Sendable {
    public var id: UUID
    public var userId: UUID
    public var score: String?
    public var winnerTeam: String?

    /// Creates a gather value.
    public init(id: UUID, userId: UUID, score: String? = nil, winnerTeam: String? = nil) {
        self.id = id
        self.userId = userId
        self.score = score
        self.winnerTeam = winnerTeam
    }
}
