import FootballGatherComponents
import Foundation
import HeadlessUI

/// The PlayerList screen: shows its view, owns the bar item and alerts, and passes every tap
/// to the presenter.
final class PlayerListViewController: UIViewController {
    let presenter: PlayerListViewToPresenterProtocol
    private let playerListView = PlayerListView()

    init(presenter: PlayerListViewToPresenterProtocol) {
        self.presenter = presenter
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
}

// MARK: - PlayerListViewDelegate

extension PlayerListViewController: PlayerListViewDelegate {
    func didRequestToChangeTitle() {
        title = presenter.title
    }

    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItem = barButtonItem
    }
}

// MARK: - PlayerListPresenterToViewProtocol

extension PlayerListViewController: PlayerListPresenterToViewProtocol {
    func showLoadingView() {
        playerListView.showLoadingView()
    }

    func hideLoadingView() {
        playerListView.hideLoadingView()
    }

    func handleError(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func handleLoadPlayersSuccessfully() {
        playerListView.handleLoadPlayersSuccessfully()
    }

    func handleViewStateChange() {
        playerListView.handleViewStateChange()
    }

    func handleSelectionChange(at indexPath: IndexPath) {
        playerListView.handleSelectionChange(at: indexPath)
    }

    func handlePlayerUpdate(at indexPath: IndexPath) {
        playerListView.handlePlayerUpdate(at: indexPath)
    }

    func handleDeletionRequest() {
        let alertController = UIAlertController(
            title: "Delete player",
            message: "Are you sure you want to delete the selected player?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Delete", style: .destructive) {
                [weak self] _ in
                self?.presenter.deletePlayer()
            })
        alertController.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.presenter.clearPlayerIndexPathForDeletion()
            })
        present(alertController, animated: true)
    }

    func handlePlayerDeletion(at indexPath: IndexPath) {
        playerListView.handlePlayerDeletion(at: indexPath)
    }
}
