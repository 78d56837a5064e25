extension PlayerResponseModel {
    /// Applies an edited value to one field, following the editing rules of the app:
    /// age is parsed (non-numeric input clears it), skill and position change only for a valid
    /// raw value, name and favourite team are taken as given.
    public mutating func update(usingField field: PlayerEditableFieldOption, value: String) {
        switch field {
        case .name:
            name = value
        case .age:
            age = Int(value)
        case .skill:
            if let newSkill = PlayerSkill(rawValue: value) { skill = newSkill }
        case .position:
            if let newPosition = PlayerPosition(rawValue: value) { preferredPosition = newPosition }
        case .favouriteTeam:
            favouriteTeam = value
        }
    }
}
