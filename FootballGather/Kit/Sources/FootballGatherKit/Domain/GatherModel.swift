import Foundation

/// A started gather: its server id and who plays for which team.
public struct GatherModel: Hashable, Sendable {
    public var players: [PlayerTeamModel]
    public var gatherUUID: UUID

    /// Creates a gather.
    public init(players: [PlayerTeamModel], gatherUUID: UUID) {
        self.players = players
        self.gatherUUID = gatherUUID
    }

    /// The players of one team, in order.
    public func players(in team: TeamSection) -> [PlayerResponseModel] {
        players.filter { $0.team == team }.map(\.player)
    }
}
