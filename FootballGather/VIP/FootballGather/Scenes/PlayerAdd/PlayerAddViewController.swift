import FootballGatherComponents
import HeadlessUI

/// What the PlayerAdd presenter has the view controller show.
@MainActor
protocol PlayerAddDisplayLogic: AnyObject {
    func displayLoad(viewModel: PlayerAdd.Load.ViewModel)
    func displayNameChange(viewModel: PlayerAdd.ChangeName.ViewModel)
    func displayAddPlayer(viewModel: PlayerAdd.AddPlayer.ViewModel)
}

/// The PlayerAdd scene: sends the name to the interactor, shows what comes back and asks its
/// router to go back once the player exists.
final class PlayerAddViewController: UIViewController {
    var interactor: PlayerAddBusinessLogic?
    var router: PlayerAddRoutingLogic?
    private let playerAddView = PlayerAddView()

    override func loadView() {
        view = playerAddView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerAddView.delegate = self
        navigationItem.rightBarButtonItem = playerAddView.doneButton
        interactor?.load(request: PlayerAdd.Load.Request())
    }
}

extension PlayerAddViewController: PlayerAddViewDelegate {
    func nameDidChange(_ name: String?) {
        interactor?.changeName(request: PlayerAdd.ChangeName.Request(name: name))
    }

    func didTapDone(name: String?) {
        interactor?.addPlayer(request: PlayerAdd.AddPlayer.Request(name: name))
    }
}

extension PlayerAddViewController: PlayerAddDisplayLogic {
    func displayLoad(viewModel: PlayerAdd.Load.ViewModel) {
        title = viewModel.title
        playerAddView.playerNameTextField.placeholder = viewModel.placeholder
        playerAddView.doneButton.isEnabled = viewModel.doneButtonIsEnabled
    }

    func displayNameChange(viewModel: PlayerAdd.ChangeName.ViewModel) {
        playerAddView.doneButton.isEnabled = viewModel.doneButtonIsEnabled
    }

    func displayAddPlayer(viewModel: PlayerAdd.AddPlayer.ViewModel) {
        switch viewModel {
        case .loading:
            playerAddView.showLoadingView()
        case .added:
            playerAddView.hideLoadingView()
            router?.routeBackAfterAddingPlayer()
        case .error(let title, let message):
            playerAddView.hideLoadingView()
            AlertHelper.present(in: self, title: title, message: message)
        }
    }
}
