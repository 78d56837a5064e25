import FootballGatherKit

/// The edit screen's state and logic: the value being edited (free text or a choice), when Done
/// is allowed, and saving the player.
@MainActor
final class PlayerEditViewModel {
    private let environment: ServiceEnvironment
    private var playerEditModel: PlayerEditModel
    private var playerItemsEditModel: PlayerItemsEditModel?

    init(
        playerEditModel: PlayerEditModel, playerItemsEditModel: PlayerItemsEditModel?,
        environment: ServiceEnvironment
    ) {
        self.playerEditModel = playerEditModel
        self.playerItemsEditModel = playerItemsEditModel
        self.environment = environment
    }

    /// The edited player, as saved by the last successful Done.
    var editablePlayer: PlayerResponseModel { playerEditModel.player }

    /// The row title, e.g. "Age".
    var title: String { playerEditModel.playerRow.title }

    /// The value shown on the detail screen (capitalised for skill and position).
    var playerRowValue: String { playerEditModel.playerRow.value }

    /// Whether the value is picked from a list rather than typed.
    var isSelectionViewType: Bool { playerItemsEditModel != nil }

    /// The text field's placeholder, the row title.
    var placeholderText: String { title }

    // MARK: - Text mode

    /// Done is enabled when the typed text differs from the current value (case-sensitive).
    func shouldEnableDoneButton(forText text: String?) -> Bool {
        (text ?? "") != playerRowValue
    }

    // MARK: - Selection mode

    var numberOfSelectableItems: Int { playerItemsEditModel?.items.count ?? 0 }

    func itemTitle(at index: Int) -> String {
        playerItemsEditModel?.items[index].capitalized ?? ""
    }

    func isItemSelected(at index: Int) -> Bool { playerItemsEditModel?.selectedItemIndex == index }

    /// The chosen item, nil while none is selected.
    var selectedItem: String? {
        guard let model = playerItemsEditModel,
            model.items.indices.contains(model.selectedItemIndex)
        else { return nil }
        return model.items[model.selectedItemIndex]
    }

    /// Moves the checkmark to `index`; returns whether Done should be enabled, i.e. whether the
    /// choice differs from the current value. (The original compared the lowercase item with the
    /// capitalised value, so it almost always enabled Done.)
    func selectItem(at index: Int) -> Bool {
        playerItemsEditModel?.selectedItemIndex = index
        return itemTitle(at: index).lowercased() != playerRowValue.lowercased()
    }

    // MARK: - Saving

    /// The new value for Done: the choice in selection mode, else the typed text.
    func newValue(typedText: String?) -> String {
        isSelectionViewType ? (selectedItem ?? "") : (typedText ?? "")
    }

    /// Whether Done has anything to save: the value differs from the current one, ignoring case.
    func shouldUpdatePlayer(newValue: String) -> Bool {
        newValue.lowercased() != playerRowValue.lowercased()
    }

    /// Applies `newValue` to the player and PUTs the full model; true when the server saved it.
    func updatePlayer(newValue: String, completion: @escaping @MainActor (Bool) -> Void) {
        var player = playerEditModel.player
        player.update(usingField: playerEditModel.playerRow.editableField, value: newValue)
        environment.playersService().update(
            PlayerCreateModel(player: player), resourceID: .integer(player.id)
        ) { [weak self] result in
            let saved = result.failureError == nil
            if saved {
                self?.playerEditModel.player = player
            }
            completion(saved)
        }
    }
}
