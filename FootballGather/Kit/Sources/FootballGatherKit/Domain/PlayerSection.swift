/// One row of the player detail screen: a title, the current value and the field it edits.
public struct PlayerRow: Equatable, Sendable {
    public var title: String
    public var value: String
    public var editableField: PlayerEditableFieldOption

    /// Creates a row.
    public init(title: String, value: String, editableField: PlayerEditableFieldOption) {
        self.title = title
        self.value = value
        self.editableField = editableField
    }
}

/// A titled group of rows on the player detail screen.
public struct PlayerSection: Equatable, Sendable {
    public var title: String
    public var rows: [PlayerRow]

    /// Creates a section.
    public init(title: String, rows: [PlayerRow]) {
        self.title = title
        self.rows = rows
    }

    /// The detail screen's sections for a player: PERSONAL (Name, Age), PLAY (Preferred
    /// position, Skill) and LIKES (Favourite team), headers upper-cased.
    public static func detailSections(for player: PlayerResponseModel) -> [PlayerSection] {
        func row(_ title: String, _ field: PlayerEditableFieldOption) -> PlayerRow {
            PlayerRow(title: title, value: player.displayValue(of: field), editableField: field)
        }
        return [
            PlayerSection(title: "PERSONAL", rows: [row("Name", .name), row("Age", .age)]),
            PlayerSection(
                title: "PLAY", rows: [row("Preferred position", .position), row("Skill", .skill)]),
            PlayerSection(title: "LIKES", rows: [row("Favourite team", .favouriteTeam)]),
        ]
    }
}
