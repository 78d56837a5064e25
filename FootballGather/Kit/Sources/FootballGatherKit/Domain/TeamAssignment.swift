/// The rules of the confirm-players screen: everyone starts on the bench, players are dragged
/// between Bench, Team A and Team B, and a gather may start once both teams have someone.
public struct TeamAssignment: Equatable, Sendable {
    /// A gather needs at least this many selected players.
    public static let minimumSelectedPlayers = 2

    private var playersBySection: [TeamSection: [PlayerResponseModel]]

    /// Puts every selected player on the bench, in the given order.
    public init(benchPlayers: [PlayerResponseModel]) {
        playersBySection = [.bench: benchPlayers]
    }

    /// Starts from an explicit split (e.g. `[.bench: selected]` handed over by the list).
    public init(playersBySection: [TeamSection: [PlayerResponseModel]]) {
        self.playersBySection = playersBySection
    }

    /// Whether this many selected players are enough to confirm.
    public static func canConfirm(selectedCount: Int) -> Bool {
        selectedCount >= minimumSelectedPlayers
    }

    /// The players of a section, in row order.
    public func players(in section: TeamSection) -> [PlayerResponseModel] {
        playersBySection[section] ?? []
    }

    /// The player at a row, or nil when the row does not exist.
    public func player(in section: TeamSection, at row: Int) -> PlayerResponseModel? {
        let players = players(in: section)
        return players.indices.contains(row) ? players[row] : nil
    }

    /// Moves a player from one row to another, possibly across sections. The destination row
    /// is clamped to the section's end; a move from a row that does not exist does nothing.
    public mutating func move(
        from source: TeamSection, row sourceRow: Int, to destination: TeamSection,
        row destinationRow: Int
    ) {
        guard var sourcePlayers = playersBySection[source],
            sourcePlayers.indices.contains(sourceRow)
        else { return }
        let player = sourcePlayers.remove(at: sourceRow)
        playersBySection[source] = sourcePlayers
        var destinationPlayers = playersBySection[destination] ?? []
        destinationPlayers.insert(player, at: min(max(destinationRow, 0), destinationPlayers.count))
        playersBySection[destination] = destinationPlayers
    }

    /// A gather can start when Team A and Team B both have at least one player.
    public var canStartGather: Bool {
        !players(in: .teamA).isEmpty && !players(in: .teamB).isEmpty
    }

    /// The players sent to the server: Team A, then Team B; the bench stays home.
    public var playersToSend: [PlayerTeamModel] {
        TeamSection.playingTeams.flatMap { team in
            players(in: team).map { PlayerTeamModel(team: team, player: $0) }
        }
    }
}
