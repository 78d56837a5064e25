/// How good a player is; travels as its lowercase raw value.
public enum PlayerSkill: String, Codable, CaseIterable, Sendable {
    case beginner, amateur, professional
}
