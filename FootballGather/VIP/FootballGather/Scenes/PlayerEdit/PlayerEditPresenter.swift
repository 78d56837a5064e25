import FootballGatherKit

/// What the PlayerEdit interactor hands its presenter.
@MainActor
protocol PlayerEditPresentationLogic: AnyObject {
    func presentLoad(response: PlayerEdit.Load.Response)
    func presentTextChange(response: PlayerEdit.ChangeText.Response)
    func presentSelectedItem(response: PlayerEdit.SelectItem.Response)
    func presentSave(response: PlayerEdit.Save.Response)
}

/// Turns the PlayerEdit scene's responses into the field, the capitalised items with their
/// checkmark, the Done state and alerts.
final class PlayerEditPresenter: PlayerEditPresentationLogic {
    weak var viewController: PlayerEditDisplayLogic?

    func presentLoad(response: PlayerEdit.Load.Response) {
        let row = response.playerEditModel.playerRow
        viewController?.displayLoad(
            viewModel: PlayerEdit.Load.ViewModel(
                title: row.title, isSelection: response.viewType == .selection,
                textFieldText: row.value, textFieldPlaceholder: row.title,
                items: displayedItems(response.playerItemsEditModel)))
    }

    func presentTextChange(response: PlayerEdit.ChangeText.Response) {
        viewController?.displayTextChange(
            viewModel: PlayerEdit.ChangeText.ViewModel(
                doneButtonIsEnabled: response.differsFromCurrentValue))
    }

    func presentSelectedItem(response: PlayerEdit.SelectItem.Response) {
        viewController?.displaySelectedItem(
            viewModel: PlayerEdit.SelectItem.ViewModel(
                items: displayedItems(response.playerItemsEditModel),
                doneButtonIsEnabled: response.isNewValue))
    }

    func presentSave(response: PlayerEdit.Save.Response) {
        switch response {
        case .started:
            viewController?.displaySave(viewModel: .loading)
        case .saved:
            viewController?.displaySave(viewModel: .saved)
        case .failed:
            viewController?.displaySave(
                viewModel: .error(
                    title: "Error update", message: "Unable to update player. Please try again."))
        }
    }

    private func displayedItems(_ model: PlayerItemsEditModel?) -> [PlayerEdit.DisplayedItem] {
        guard let model else { return [] }
        return model.items.enumerated().map { index, item in
            PlayerEdit.DisplayedItem(
                title: item.capitalized, isChecked: index == model.selectedItemIndex)
        }
    }
}
