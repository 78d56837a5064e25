import FootballGatherKit
import Foundation
import HeadlessUI

/// The PlayerEdit screen's presentation: the text field or the checkmark list, when Done is
/// allowed, and which value is saved.
final class PlayerEditPresenter: PlayerEditViewToPresenterProtocol {
    weak var view: PlayerEditPresenterToViewProtocol?
    let interactor: PlayerEditPresenterToInteractorProtocol
    let router: PlayerEditPresenterToRouterProtocol
    private let viewType: PlayerEditViewType
    private let playerEditModel: PlayerEditModel
    private var playerItemsEditModel: PlayerItemsEditModel?

    init(
        view: PlayerEditPresenterToViewProtocol? = nil,
        interactor: PlayerEditPresenterToInteractorProtocol,
        router: PlayerEditPresenterToRouterProtocol,
        viewType: PlayerEditViewType,
        playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?
    ) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.viewType = viewType
        self.playerEditModel = playerEditModel
        self.playerItemsEditModel = playerItemsEditModel
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
        view?.showLoadingView()
        interactor.updatePlayer(field: playerEditModel.playerRow.editableField, value: newValue)
    }

    // The detail screen shows skill and position capitalised while the items are lowercase,
    // so values are compared ignoring case (the original enabled Done for the same value).
    private func isNewValue(_ value: String) -> Bool {
        value.lowercased() != playerEditModel.playerRow.value.lowercased()
    }
}

extension PlayerEditPresenter: PlayerEditInteractorToPresenterProtocol {
    func playerWasUpdated(_ player: PlayerResponseModel) {
        view?.hideLoadingView()
        router.closeAfterSaving(player)
    }

    func playerUpdateDidFail() {
        view?.hideLoadingView()
        view?.handleError(
            title: "Error update", message: "Unable to update player. Please try again.")
    }
}
