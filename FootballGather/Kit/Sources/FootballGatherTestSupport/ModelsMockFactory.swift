import FootballGatherKit
import Foundation

/// The fixed data of the original tests, and generated gathers with a seedable generator.
public enum ModelsMockFactory {
    public static let username = "demo-user"
    public static let password = "demo-password"
    public static let playerName = "John"
    public static let playerAge = 18
    public static let playerSkill = PlayerSkill.beginner
    public static let playerPosition = PlayerPosition.goalkeeper
    public static let playerID = 4
    public static let gatherScore = "1-1"
    public static let gatherWinnerTeam = "None"
    public static let gatherUUID = UUID(uuidString: "E88FE54F-A8C5-4B23-9E13-C18D2A3CCB6A")!

    /// demo-user with the plain password (hash it with `UserRequestModel(username:plainPassword:)` to send).
    public static func makeUser() -> UserRequestModel {
        UserRequestModel(username: username, password: password)
    }

    /// John, 18, beginner goalkeeper, as a create body.
    public static func makePlayerCreateModel() -> PlayerCreateModel {
        PlayerCreateModel(
            name: playerName, age: playerAge, skill: playerSkill, preferredPosition: playerPosition)
    }

    /// John, 18, beginner goalkeeper, with id `playerID`.
    public static func makePlayer(id: Int = playerID) -> PlayerResponseModel {
        PlayerResponseModel(
            id: id, name: playerName, age: playerAge, skill: playerSkill,
            preferredPosition: playerPosition)
    }

    /// The end-gather body of the original tests, "1-1" / "None".
    public static func makeGatherUpdate() -> GatherCreateModel {
        GatherCreateModel(score: gatherScore, winnerTeam: gatherWinnerTeam)
    }

    /// `count` players with ids 1… and generated skills and positions (the same for the same
    /// seed); player *i* (0-based) plays for Team A when *i* is even, Team B when odd.
    public static func makeGatherModel(
        numberOfPlayers count: Int, gatherUUID: UUID = gatherUUID, seed: UInt64 = 1
    ) -> GatherModel {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let players = (0..<count).map { index in
            PlayerTeamModel(
                team: index.isMultiple(of: 2) ? .teamA : .teamB,
                player: PlayerResponseModel(
                    id: index + 1, name: "Player \(index + 1)", age: 18 + index,
                    skill: PlayerSkill.allCases.randomElement(using: &generator),
                    preferredPosition: PlayerPosition.allCases.randomElement(using: &generator)))
        }
        return GatherModel(players: players, gatherUUID: gatherUUID)
    }

    /// `count` players with ids 1…, generated as in `makeGatherModel`, without teams.
    public static func makePlayers(count: Int, seed: UInt64 = 1) -> [PlayerResponseModel] {
        makeGatherModel(numberOfPlayers: count, seed: seed).players.map(\.player)
    }
}

/// SplitMix64: a tiny deterministic generator, so "random" test data is the same on every run.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; the same seed gives the same sequence.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
