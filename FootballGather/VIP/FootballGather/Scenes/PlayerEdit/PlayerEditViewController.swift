import FootballGatherComponents
import HeadlessUI

/// What the PlayerEdit presenter has the view controller show.
@MainActor
protocol PlayerEditDisplayLogic: AnyObject {
    func displayLoad(viewModel: PlayerEdit.Load.ViewModel)
    func displayTextChange(viewModel: PlayerEdit.ChangeText.ViewModel)
    func displaySelectedItem(viewModel: PlayerEdit.SelectItem.ViewModel)
    func displaySave(viewModel: PlayerEdit.Save.ViewModel)
}

/// The PlayerEdit scene: sends edits to the interactor, shows what comes back and asks its
/// router to go back once the player is saved.
final class PlayerEditViewController: UIViewController {
    var interactor: PlayerEditBusinessLogic?
    var router: (PlayerEditRoutingLogic & PlayerEditDataPassing)?
    private let playerEditView = PlayerEditView()

    override func loadView() {
        view = playerEditView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerEditView.delegate = self
        navigationItem.rightBarButtonItem = playerEditView.doneButton
        interactor?.load(request: PlayerEdit.Load.Request())
    }
}

extension PlayerEditViewController: PlayerEditViewDelegate {
    func textDidChange(_ text: String?) {
        interactor?.changeText(request: PlayerEdit.ChangeText.Request(text: text))
    }

    func didSelectItem(atRow row: Int) {
        interactor?.selectItem(request: PlayerEdit.SelectItem.Request(row: row))
    }

    func didTapDone(text: String?) {
        interactor?.save(request: PlayerEdit.Save.Request(text: text))
    }
}

extension PlayerEditViewController: PlayerEditDisplayLogic {
    func displayLoad(viewModel: PlayerEdit.Load.ViewModel) {
        title = viewModel.title
        playerEditView.display(viewModel)
    }

    func displayTextChange(viewModel: PlayerEdit.ChangeText.ViewModel) {
        playerEditView.doneButton.isEnabled = viewModel.doneButtonIsEnabled
    }

    func displaySelectedItem(viewModel: PlayerEdit.SelectItem.ViewModel) {
        playerEditView.doneButton.isEnabled = viewModel.doneButtonIsEnabled
        playerEditView.display(items: viewModel.items)
    }

    func displaySave(viewModel: PlayerEdit.Save.ViewModel) {
        switch viewModel {
        case .loading:
            playerEditView.showLoadingView()
        case .saved:
            playerEditView.hideLoadingView()
            router?.routeBackAfterSaving()
        case .error(let title, let message):
            playerEditView.hideLoadingView()
            AlertHelper.present(in: self, title: title, message: message)
        }
    }
}
