/// The body sent to create or update a player; nil fields are left out of the JSON.
public struct PlayerCreateModel: Codable, Equatable, Sendable {
    public var name: String
    public var age: Int?
    public var skill: PlayerSkill?
    public var preferredPosition: PlayerPosition?
    public var favouriteTeam: String?

    /// Creates a body from its fields.
    public init(
        name: String, age: Int? = nil, skill: PlayerSkill? = nil,
        preferredPosition: PlayerPosition? = nil, favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }

    /// The full model of an existing player, as sent by an update.
    public init(player: PlayerResponseModel) {
        self.init(
            name: player.name, age: player.age, skill: player.skill,
            preferredPosition: player.preferredPosition, favouriteTeam: player.favouriteTeam)
    }
}
