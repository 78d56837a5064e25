/// Where a player prefers to play; travels as its lowercase raw value.
public enum PlayerPosition: String, Codable, CaseIterable, Sendable {
    case goalkeeper, defender, midfielder, winger, striker

    /// The short label shown under a player's name: GK, DEF, MID, W or ST.
    public var acronym: String {
        switch self {
        case .goalkeeper: return "GK"
        case .winger: return "W"
        case .striker: return "ST"
        case .defender, .midfielder: return String(rawValue.prefix(3)).uppercased()
        }
    }
}
