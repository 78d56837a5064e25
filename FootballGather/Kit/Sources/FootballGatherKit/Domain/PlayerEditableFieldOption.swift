/// The player fields a user can edit, one per row of the detail screen.
public enum PlayerEditableFieldOption: CaseIterable, Sendable {
    case name, age, skill, position, favouriteTeam

    /// Whether the field is edited by picking from a list or by typing.
    public var editViewType: PlayerEditViewType {
        switch self {
        case .skill, .position: return .selection
        case .name, .age, .favouriteTeam: return .text
        }
    }

    /// The lowercase raw values to pick from (empty for text fields).
    public var selectableItems: [String] {
        switch self {
        case .skill: return PlayerSkill.allCases.map(\.rawValue)
        case .position: return PlayerPosition.allCases.map(\.rawValue)
        case .name, .age, .favouriteTeam: return []
        }
    }
}
