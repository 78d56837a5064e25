import FootballGatherComponents
import FootballGatherKit
import Foundation
import HeadlessUI

/// A screen that can switch the player list back from selection to list mode (Gather does,
/// when it ends).
@MainActor
protocol PlayerListTogglable: AnyObject {
    func toggleViewState()
}

/// The PlayerList screen: wires its view and presenter, owns the bar item and alerts, and opens
/// the detail, add and confirm screens.
final class PlayerListViewController: UIViewController {
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

    // MARK: - Navigation

    private func showPlayerDetails(_ player: PlayerResponseModel) {
        let playerDetailViewController = PlayerDetailViewController(
            player: player, dependencies: dependencies)
        playerDetailViewController.delegate = self
        navigationController?.pushViewController(playerDetailViewController, animated: true)
    }

    private func showPlayerAdd() {
        let playerAddViewController = PlayerAddViewController(dependencies: dependencies)
        playerAddViewController.delegate = self
        navigationController?.pushViewController(playerAddViewController, animated: true)
    }

    private func showConfirmPlayers() {
        let confirmPlayersViewController = ConfirmPlayersViewController(
            playersDictionary: presenter.playersToConfirm, dependencies: dependencies)
        navigationController?.pushViewController(confirmPlayersViewController, animated: true)
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
        showPlayerDetails(player)
    }

    func addPlayer() {
        showPlayerAdd()
    }

    func confirmPlayers() {
        showConfirmPlayers()
    }
}

// MARK: - Results of the screens this one opened

extension PlayerListViewController: AddPlayerDelegate {
    func playerWasAdded() {
        presenter.playerWasAdded()
    }
}

extension PlayerListViewController: PlayerDetailViewControllerDelegate {
    func didEdit(player: PlayerResponseModel) {
        presenter.updatePlayer(player)
    }
}

extension PlayerListViewController: PlayerListTogglable {
    func toggleViewState() {
        presenter.toggleViewState()
    }
}
