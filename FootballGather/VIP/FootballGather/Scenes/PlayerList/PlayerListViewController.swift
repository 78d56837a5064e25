import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// What the PlayerList presenter has the view controller show.
@MainActor
protocol PlayerListDisplayLogic: AnyObject {
    func displayPlayers(viewModel: PlayerList.ViewModel)
    func displayPlayerDetails()
    func displayAction(viewModel: PlayerList.PerformAction.ViewModel)
    func displayDeletionConfirmation(viewModel: PlayerList.DeletePlayer.ConfirmationViewModel)
}

/// The PlayerList scene: sends taps to the interactor as requests, shows the displayed list,
/// alerts and loading state it gets back, and asks its router for the next scene.
final class PlayerListViewController: UIViewController {
    var interactor: PlayerListBusinessLogic?
    var router: (PlayerListRoutingLogic & PlayerListDataPassing)?
    private let playerListView = PlayerListView()

    override func loadView() {
        view = playerListView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Players"
        playerListView.delegate = self
        navigationItem.rightBarButtonItem = playerListView.barButtonItem
        interactor?.fetchPlayers(request: PlayerList.FetchPlayers.Request())
    }

    // MARK: - Results of the scenes the router opened

    /// A player was added: load the list again.
    func reloadPlayers() {
        interactor?.fetchPlayers(request: PlayerList.FetchPlayers.Request())
    }

    /// A player was saved on the edit screen.
    func updatePlayer(_ player: PlayerResponseModel) {
        interactor?.updatePlayer(request: PlayerList.UpdatePlayer.Request(player: player))
    }

    /// The gather started from the selection has ended.
    func endGather() {
        interactor?.endGather(request: PlayerList.EndGather.Request())
    }
}

// MARK: - PlayerListViewDelegate

extension PlayerListViewController: PlayerListViewDelegate {
    func didTapBarButton() {
        interactor?.toggleViewState(request: PlayerList.ToggleViewState.Request())
    }

    func didTapActionButton() {
        interactor?.performAction(request: PlayerList.PerformAction.Request())
    }

    func didSelectRow(_ row: Int) {
        interactor?.selectPlayer(request: PlayerList.SelectPlayer.Request(row: row))
    }

    func didRequestDeletion(ofRow row: Int) {
        interactor?.requestDeletion(request: PlayerList.DeletePlayer.Request(row: row))
    }

    func didTapRetry() {
        interactor?.fetchPlayers(request: PlayerList.FetchPlayers.Request())
    }
}

// MARK: - PlayerListDisplayLogic

extension PlayerListViewController: PlayerListDisplayLogic {
    func displayPlayers(viewModel: PlayerList.ViewModel) {
        switch viewModel {
        case .loading:
            playerListView.showLoadingView()
        case .list(let list, let update):
            playerListView.hideLoadingView()
            playerListView.display(list, update: update)
            title = list.title
        case .error(let title, let message):
            playerListView.hideLoadingView()
            AlertHelper.present(in: self, title: title, message: message)
        }
    }

    func displayPlayerDetails() {
        router?.routeToPlayerDetail()
    }

    func displayAction(viewModel: PlayerList.PerformAction.ViewModel) {
        switch viewModel {
        case .showPlayerAdd: router?.routeToPlayerAdd()
        case .showConfirmPlayers: router?.routeToConfirmPlayers()
        }
    }

    func displayDeletionConfirmation(viewModel: PlayerList.DeletePlayer.ConfirmationViewModel) {
        let alertController = UIAlertController(
            title: viewModel.title, message: viewModel.message, preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(
                title: viewModel.destructiveTitle, style: .destructive
            ) { [weak self] _ in
                self?.interactor?.confirmDeletion(request: PlayerList.DeletePlayer.ConfirmRequest())
            })
        alertController.addAction(
            UIAlertAction(title: viewModel.cancelTitle, style: .cancel) {
                [weak self] _ in
                self?.interactor?.cancelDeletion(request: PlayerList.DeletePlayer.CancelRequest())
            })
        present(alertController, animated: true)
    }
}
