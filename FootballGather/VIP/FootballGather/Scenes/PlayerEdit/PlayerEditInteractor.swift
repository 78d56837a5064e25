import FootballGatherKit

/// What the PlayerEdit view controller asks of its interactor.
@MainActor
protocol PlayerEditBusinessLogic: AnyObject {
    func load(request: PlayerEdit.Load.Request)
    func changeText(request: PlayerEdit.ChangeText.Request)
    func selectItem(request: PlayerEdit.SelectItem.Request)
    func save(request: PlayerEdit.Save.Request)
}

/// What the PlayerEdit router hands back to the scene that opened it.
@MainActor
protocol PlayerEditDataStore: AnyObject {
    var savedPlayer: PlayerResponseModel? { get }
}

/// The PlayerEdit scene's state and rules: the edited row, the picked item, when a value is
/// new (ignoring case), and saving the player through the worker.
final class PlayerEditInteractor: PlayerEditBusinessLogic, PlayerEditDataStore {
    var presenter: PlayerEditPresentationLogic?
    private let worker: PlayerEditWorker
    private let viewType: PlayerEditViewType
    private let playerEditModel: PlayerEditModel
    private var playerItemsEditModel: PlayerItemsEditModel?
    private(set) var savedPlayer: PlayerResponseModel?

    init(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?, worker: PlayerEditWorker
    ) {
        self.viewType = viewType
        self.playerEditModel = playerEditModel
        self.playerItemsEditModel = playerItemsEditModel
        self.worker = worker
    }

    func load(request: PlayerEdit.Load.Request) {
        presenter?.presentLoad(
            response: PlayerEdit.Load.Response(
                viewType: viewType, playerEditModel: playerEditModel,
                playerItemsEditModel: playerItemsEditModel))
    }

    func changeText(request: PlayerEdit.ChangeText.Request) {
        presenter?.presentTextChange(
            response: PlayerEdit.ChangeText.Response(
                differsFromCurrentValue: (request.text ?? "") != playerEditModel.playerRow.value))
    }

    func selectItem(request: PlayerEdit.SelectItem.Request) {
        guard var model = playerItemsEditModel, model.items.indices.contains(request.row) else {
            return
        }
        model.selectedItemIndex = request.row
        playerItemsEditModel = model
        presenter?.presentSelectedItem(
            response: PlayerEdit.SelectItem.Response(
                playerItemsEditModel: model, isNewValue: isNewValue(model.items[request.row])))
    }

    func save(request: PlayerEdit.Save.Request) {
        guard let newValue = viewType == .selection ? selectedItem : request.text,
            isNewValue(newValue)
        else { return }
        var player = playerEditModel.player
        player.update(usingField: playerEditModel.playerRow.editableField, value: newValue)
        presenter?.presentSave(response: .started)
        worker.updatePlayer(player) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                self.savedPlayer = player
                self.presenter?.presentSave(response: .saved)
            case .failure:
                self.presenter?.presentSave(response: .failed)
            }
        }
    }

    private var selectedItem: String? {
        guard let model = playerItemsEditModel,
            model.items.indices.contains(model.selectedItemIndex)
        else { return nil }
        return model.items[model.selectedItemIndex]
    }

    // The detail screen shows skill and position capitalised while the items are lowercase,
    // so values are compared ignoring case (the original enabled Done for the same value).
    private func isNewValue(_ value: String) -> Bool {
        value.lowercased() != playerEditModel.playerRow.value.lowercased()
    }
}
