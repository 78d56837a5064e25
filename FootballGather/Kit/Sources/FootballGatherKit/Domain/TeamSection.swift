/// The three groups players are sorted into before a gather starts.
public enum TeamSection: Int, CaseIterable, Codable, Sendable {
    case bench = 0
    case teamA = 1
    case teamB = 2

    /// The section header; also the team name sent to the server.
    public var headerTitle: String {
        switch self {
        case .bench: return "Bench"
        case .teamA: return "Team A"
        case .teamB: return "Team B"
        }
    }

    /// The two playing teams, in the order the gather screen shows them.
    public static let playingTeams: [TeamSection] = [.teamA, .teamB]
}
