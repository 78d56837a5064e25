/// The body that adds a player to a gather: the team name, "Team A" or "Team B".
public struct PlayerGatherTeamModel: Codable, Equatable, Sendable {
    public var team: String

    /// Creates a body.
    public init(team: String) {
        self.team = team
    }

    /// The body for a team section.
    public init(team: TeamSection) {
        self.init(team: team.headerTitle)
    }
}
