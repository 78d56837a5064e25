/// A player of a gather as the server lists it: the player's fields plus their team.
public struct PlayerInGatherResponseModel: Codable, Equatable, Sendable {
    public var player: PlayerResponseModel
    public var team: String

    /// Creates a value.
    public init(player: PlayerResponseModel, team: String) {
        self.player = player
        self.team = team
    }

    private enum CodingKeys: String, CodingKey { case team }

    // The wire form is flat (player fields and `team` side by side), so both halves
    // decode from and encode into the same container.
    /// Decodes the flat wire form.
    public init(from decoder: any Decoder) throws {
        player = try PlayerResponseModel(from: decoder)
        team = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .team)
    }

    /// Encodes the flat wire form.
    public func encode(to encoder: any Encoder) throws {
        try player.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(team, forKey: .team)
    }
}
