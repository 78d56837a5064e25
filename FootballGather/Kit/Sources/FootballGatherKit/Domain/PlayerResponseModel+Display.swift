extension PlayerResponseModel {
    /// The text a field shows on the detail screen: skill and position capitalised, "" when unset.
    public func displayValue(of field: PlayerEditableFieldOption) -> String {
        switch field {
        case .name: return name
        case .age: return age.map(String.init) ?? ""
        case .skill: return skill?.rawValue.capitalized ?? ""
        case .position: return preferredPosition?.rawValue.capitalized ?? ""
        case .favouriteTeam: return favouriteTeam ?? ""
        }
    }

    /// The player list's position line: "Position: goalkeeper", or "-" when unset.
    public var positionListText: String {
        preferredPosition.map { "Position: \($0.rawValue)" } ?? "-"
    }

    /// The player list's skill line: "Skill: beginner", or "-" when unset.
    public var skillListText: String {
        skill.map { "Skill: \($0.rawValue)" } ?? "-"
    }
}
