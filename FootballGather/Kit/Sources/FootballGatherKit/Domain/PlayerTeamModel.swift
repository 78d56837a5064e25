/// A player together with the team they play for in a gather.
public struct PlayerTeamModel: Hashable, Sendable {
    public var team: TeamSection
    public var player: PlayerResponseModel

    /// Creates the pairing.
    public init(team: TeamSection, player: PlayerResponseModel) {
        self.team = team
        self.player = player
    }
}
