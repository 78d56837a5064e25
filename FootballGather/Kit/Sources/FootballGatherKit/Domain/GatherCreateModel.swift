/// The body that creates a gather (`{}`) or ends one (`{score, winnerTeam}`).
public struct GatherCreateModel: Codable, Equatable, Sendable {
    public var score: String?
    public var winnerTeam: String?

    /// Creates a body; nil fields are left out of the JSON.
    public init(score: String? = nil, winnerTeam: String? = nil) {
        self.score = score
        self.winnerTeam = winnerTeam
    }
}
