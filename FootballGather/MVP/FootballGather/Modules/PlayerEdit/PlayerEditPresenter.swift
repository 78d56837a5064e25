import FootballGatherKit
import Foundation
import HeadlessUI

/// What the PlayerEdit view asks of its presenter: the field or choices to show, when Done is
/// allowed, and saving the new value.
@MainActor
protocol PlayerEditPresenterProtocol: AnyObject {
    var title: String { get }
    var isSelectionViewType: Bool { get }
    var textFieldText: String { get }
    var textFieldPlaceholder: String { get }
    func doneButtonIsEnabled(newValue: String?) -> Bool

    var numberOfRows: Int { get }
    func itemTitle(at indexPath: IndexPath) -> String
    func isSelectedIndexPath(_ indexPath: IndexPath) -> Bool
    func selectItem(at indexPath: IndexPath) -> Bool

    func updatePlayer(withTextFieldValue textFieldValue: String?)
}

/// The PlayerEdit screen's logic: edits one field of a player, by text or by picking an item,
/// and saves the player.
final class PlayerEditPresenter: PlayerEditPresenterProtocol {
    private weak var view: PlayerEditViewProtocol?
    private let viewType: PlayerEditViewType
    private let playerEditModel: PlayerEditModel
    private var playerItemsEditModel: PlayerItemsEditModel?
    private let playersService: StandardNetworkService

    /// Creates the presenter for the row the user tapped on the detail screen.
    init(
        view: PlayerEditViewProtocol? = nil,
        viewType: PlayerEditViewType,
        playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?,
        environment: ServiceEnvironment
    ) {
        self.view = view
        self.viewType = viewType
        self.playerEditModel = playerEditModel
        self.playerItemsEditModel = playerItemsEditModel
        playersService = environment.playersService()
    }

    var title: String { playerEditModel.playerRow.title }

    var isSelectionViewType: Bool { viewType == .selection }

    // MARK: - Text mode

    var textFieldText: String { playerEditModel.playerRow.value }

    var textFieldPlaceholder: String { playerEditModel.playerRow.title }

    func doneButtonIsEnabled(newValue: String?) -> Bool {
        (newValue ?? "") != playerEditModel.playerRow.value
    }

    // MARK: - Selection mode

    var numberOfRows: Int { playerItemsEditModel?.items.count ?? 0 }

    func itemTitle(at indexPath: IndexPath) -> String {
        guard let items = playerItemsEditModel?.items, items.indices.contains(indexPath.row) else {
            return ""
        }
        return items[indexPath.row].capitalized
    }

    func isSelectedIndexPath(_ indexPath: IndexPath) -> Bool {
        playerItemsEditModel?.selectedItemIndex == indexPath.row
    }

    /// Moves the checkmark to a row; returns whether Done should be enabled.
    func selectItem(at indexPath: IndexPath) -> Bool {
        guard let items = playerItemsEditModel?.items, items.indices.contains(indexPath.row) else {
            return false
        }
        playerItemsEditModel?.selectedItemIndex = indexPath.row
        return isNewValue(items[indexPath.row])
    }

    private var selectedItem: String? {
        guard let model = playerItemsEditModel,
            model.items.indices.contains(model.selectedItemIndex)
        else { return nil }
        return model.items[model.selectedItemIndex]
    }

    // MARK: - Saving

    func updatePlayer(withTextFieldValue textFieldValue: String?) {
        guard let newValue = isSelectionViewType ? selectedItem : textFieldValue,
            isNewValue(newValue)
        else { return }
        var player = playerEditModel.player
        player.update(usingField: playerEditModel.playerRow.editableField, value: newValue)
        view?.showLoadingView()
        playersService.update(PlayerCreateModel(player: player), resourceID: .integer(player.id)) {
            [weak self] result in
            self?.view?.hideLoadingView()
            switch result {
            case .success:
                self?.view?.handleSuccessfulPlayerUpdate(player)
            case .failure:
                self?.view?.handleError(
                    title: "Error update", message: "Unable to update player. Please try again.")
            }
        }
    }

    // The detail screen shows skill and position capitalised while the items are lowercase,
    // so values are compared ignoring case (the original enabled Done for the same value).
    private func isNewValue(_ value: String) -> Bool {
        value.lowercased() != playerEditModel.playerRow.value.lowercased()
    }
}
