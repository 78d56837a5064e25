/// How the edit screen edits a field: a free text field or a checkmark list.
public enum PlayerEditViewType: Sendable {
    case text, selection
}

/// What the edit screen edits: a player and the row that was tapped.
public struct PlayerEditModel: Equatable, Sendable {
    public var player: PlayerResponseModel
    public var playerRow: PlayerRow

    /// Creates an edit model.
    public init(player: PlayerResponseModel, playerRow: PlayerRow) {
        self.player = player
        self.playerRow = playerRow
    }
}

/// The choices of a selection-mode edit and which of them is current (-1 for none).
public struct PlayerItemsEditModel: Equatable, Sendable {
    public var items: [String]
    public var selectedItemIndex: Int

    /// Creates the choices.
    public init(items: [String], selectedItemIndex: Int) {
        self.items = items
        self.selectedItemIndex = selectedItemIndex
    }

    /// The choices for a skill or position row of a player: the lowercase raw values, with the
    /// player's current value selected; nil for text fields.
    public init?(field: PlayerEditableFieldOption, player: PlayerResponseModel) {
        let items = field.selectableItems
        guard !items.isEmpty else { return nil }
        let current: String?
        switch field {
        case .skill: current = player.skill?.rawValue
        case .position: current = player.preferredPosition?.rawValue
        case .name, .age, .favouriteTeam: current = nil
        }
        self.init(
            items: items, selectedItemIndex: current.flatMap { items.firstIndex(of: $0) } ?? -1)
    }
}
