import FootballGatherComponents
import FootballGatherKit
import Foundation
import HeadlessUI

/// The PlayerList screen: wires its view and presenter, owns the bar item and alerts, and asks
/// its coordinator for the detail, add and confirm screens.
final class PlayerListViewController: UIViewController, Coordinatable {
    weak var coordinator: PlayerListCoordinator?
    private let dependencies: AppDependencies
    private let playerListView = PlayerListView()
    private lazy var presenter = PlayerListPresenter(
        view: playerListView, environment: dependencies.environment)

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func loadView() {
        view = playerListView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Players"
        playerListView.delegate = self
        playerListView.presenter = presenter
        playerListView.setupView()
    }

    // MARK: - Results of the screens the coordinator opened

    func reloadView() {
        presenter.playerWasAdded()
    }

    func didEdit(player: PlayerResponseModel) {
        presenter.updatePlayer(player)
    }

    func toggleViewState() {
        presenter.toggleViewState()
    }
}

// MARK: - PlayerListViewDelegate

extension PlayerListViewController: PlayerListViewDelegate {
    func didRequestToChangeTitle() {
        title = presenter.title
    }

    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItem = barButtonItem
    }

    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didRequestPlayerDeletion() {
        let alertController = UIAlertController(
            title: "Delete player", message: "Are you sure you want to delete the selected player?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.presenter.deletePlayer()
            })
        alertController.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.presenter.clearPlayerIndexPathForDeletion()
            })
        present(alertController, animated: true)
    }

    func viewPlayerDetails(at indexPath: IndexPath) {
        guard let player = presenter.playerForDetails(at: indexPath) else { return }
        coordinator?.navigateToPlayerDetails(player: player)
    }

    func addPlayer() {
        coordinator?.navigateToPlayerAddScreen()
    }

    func confirmPlayers() {
        coordinator?.navigateToConfirmPlayersScreen(with: presenter.playersToConfirm)
    }
}
