import FootballGatherKit

/// The player list's two modes: browsing players (list), or picking the players of a gather
/// (selection). Everything that differs between the modes is decided here.
enum PlayerListViewState: Equatable {
    case list
    case selection

    /// The other mode, as the bar button switches to it.
    var toggled: PlayerListViewState {
        switch self {
        case .list: return .selection
        case .selection: return .list
        }
    }

    /// The bar button offers the way into the other mode.
    var barButtonItemTitle: String {
        switch self {
        case .list: return "Select"
        case .selection: return "Cancel"
        }
    }

    /// The bottom button adds a player in list mode and confirms the selection otherwise.
    var actionButtonTitle: String {
        switch self {
        case .list: return "Add player"
        case .selection: return "Confirm players"
        }
    }

    /// Rows show a checkbox only while players are being picked.
    var showsCheckbox: Bool { self == .selection }

    /// Swipe-to-delete is offered only in list mode, so a selection never points at a deleted row.
    var allowsDeletion: Bool { self == .list }

    /// The navigation title: "Players", or how many are picked while selecting.
    func title(selectedCount: Int) -> String {
        guard self == .selection, selectedCount > 0 else { return "Players" }
        return "\(selectedCount) selected"
    }

    /// Whether the bottom button can be used: always for adding, and only with enough players
    /// picked for confirming (the original left it disabled after a round trip through selection).
    func isActionButtonEnabled(selectedCount: Int) -> Bool {
        switch self {
        case .list: return true
        case .selection: return TeamAssignment.canConfirm(selectedCount: selectedCount)
        }
    }
}
