/// A player as the server returns it.
///
/// Identity is the server id: two values with the same id are the same player even while one
/// of them is being edited, so both `==` and `hash(into:)` use `id` only (the original
/// synthesized `Hashable` over every field, which broke the hashing contract).
public struct PlayerResponseModel: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String
    public var age: Int?
    public var skill: PlayerSkill?
    public var preferredPosition: PlayerPosition?
    public var favouriteTeam: String?

    /// Creates a player value.
    public init(
        id: Int, name: String, age: Int? = nil, skill: PlayerSkill? = nil,
        preferredPosition: PlayerPosition? = nil, favouriteTeam: String? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
        self.skill = skill
        self.preferredPosition = preferredPosition
        self.favouriteTeam = favouriteTeam
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, age, skill, preferredPosition, favouriteTeam
    }

    // Lenient on purpose: an unknown skill or position (a newer server, a typo in the
    // database) must not make the whole player list undecodable; it just reads as "not set".
    /// Decodes a player, turning unknown skill or position strings into nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        age = try container.decodeIfPresent(Int.self, forKey: .age)
        skill = try container.decodeIfPresent(String.self, forKey: .skill).flatMap(
            PlayerSkill.init(rawValue:))
        preferredPosition = try container.decodeIfPresent(String.self, forKey: .preferredPosition)
            .flatMap(PlayerPosition.init(rawValue:))
        favouriteTeam = try container.decodeIfPresent(String.self, forKey: .favouriteTeam)
    }

    public static func == (lhs: PlayerResponseModel, rhs: PlayerResponseModel) -> Bool {
        lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
