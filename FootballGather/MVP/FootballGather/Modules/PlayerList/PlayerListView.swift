import FootballGatherComponents
import Foundation
import HeadlessUI

/// What the PlayerList presenter tells its view.
@MainActor
protocol PlayerListViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
    func handleLoadPlayersSuccessfully()
    func handleViewStateChange()
    func handleSelectionChange(at indexPath: IndexPath)
    func handlePlayerUpdate(at indexPath: IndexPath)
    func handleDeletionRequest()
    func handlePlayerDeletion(at indexPath: IndexPath)
}

/// What the PlayerList view asks of its view controller: title, bar item, alerts and navigation.
@MainActor
protocol PlayerListViewDelegate: AnyObject {
    func didRequestToChangeTitle()
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem)
    func presentAlert(title: String, message: String)
    func didRequestPlayerDeletion()
    func viewPlayerDetails(at indexPath: IndexPath)
    func addPlayer()
    func confirmPlayers()
}

/// The PlayerList screen's controls: the players table, the Select/Cancel item, the bottom
/// action button and the empty and loading states.
final class PlayerListView: UIView {
    weak var delegate: PlayerListViewDelegate?
    var presenter: PlayerListPresenterProtocol!

    let playerTableView = UITableView()
    let actionButton = UIButton()
    let emptyView = EmptyView()
    private(set) var barButtonItem: UIBarButtonItem!
    private let loadingView = LoadingView()

    init() {
        super.init(frame: .zero)
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.register(
            PlayerTableViewCell.self, forCellReuseIdentifier: PlayerTableViewCell.reuseIdentifier)
        playerTableView.dataSource = self
        playerTableView.delegate = self
        actionButton.accessibilityIdentifier = "actionButton"
        actionButton.addTarget(self, action: PlayerListView.actionButtonTapped, for: .touchUpInside)
        emptyView.messageLabel.text = "There aren't any players for your user."
        emptyView.delegate = self
        [playerTableView, actionButton, emptyView, loadingView].forEach(addSubview)
    }

    /// Hands the Select/Cancel item to the view controller, shows the current mode and loads the players.
    func setupView() {
        barButtonItem = UIBarButtonItem(
            title: presenter.barButtonItemTitle, style: .plain, target: self,
            action: PlayerListView.barButtonItemTapped)
        delegate?.addRightBarButtonItem(barButtonItem)
        refreshControls()
        presenter.loadPlayers()
    }

    private func refreshControls() {
        barButtonItem.title = presenter.barButtonItemTitle
        barButtonItem.isEnabled = presenter.barButtonItemIsEnabled
        actionButton.setTitle(presenter.actionButtonTitle, for: .normal)
        actionButton.isEnabled = presenter.actionButtonIsEnabled
        emptyView.isHidden = presenter.hasPlayers
        playerTableView.isHidden = !presenter.hasPlayers
        delegate?.didRequestToChangeTitle()
    }

    private func barButtonItemTapped() {
        presenter.toggleViewState()
    }

    private func actionButtonTapped() {
        if presenter.isInListViewMode {
            delegate?.addPlayer()
        } else {
            delegate?.confirmPlayers()
        }
    }
}

// MARK: - PlayerListViewProtocol

extension PlayerListView: PlayerListViewProtocol {
    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    func handleError(title: String, message: String) {
        delegate?.presentAlert(title: title, message: message)
    }

    func handleLoadPlayersSuccessfully() {
        playerTableView.reloadData()
        refreshControls()
    }

    func handleViewStateChange() {
        playerTableView.reloadData()
        refreshControls()
    }

    func handleSelectionChange(at indexPath: IndexPath) {
        playerTableView.reloadRows(at: [indexPath], with: .none)
        refreshControls()
    }

    func handlePlayerUpdate(at indexPath: IndexPath) {
        playerTableView.reloadRows(at: [indexPath], with: .none)
    }

    func handleDeletionRequest() {
        delegate?.didRequestPlayerDeletion()
    }

    func handlePlayerDeletion(at indexPath: IndexPath) {
        playerTableView.beginUpdates()
        playerTableView.deleteRows(at: [indexPath], with: .fade)
        playerTableView.endUpdates()
        refreshControls()
    }
}

// MARK: - EmptyViewDelegate

extension PlayerListView: EmptyViewDelegate {
    func retryAction() {
        presenter.loadPlayers()
    }
}

// MARK: - Table view

extension PlayerListView: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: PlayerTableViewCell.reuseIdentifier, for: indexPath)
        guard let playerCell = cell as? PlayerTableViewCell else { return cell }
        playerCell.nameLabel.text = presenter.playerNameDescription(at: indexPath)
        playerCell.positionLabel.text = presenter.playerPositionDescription(at: indexPath)
        playerCell.skillLabel.text = presenter.playerSkillDescription(at: indexPath)
        if presenter.isInListViewMode {
            playerCell.setupDefaultView()
        } else {
            playerCell.setupSelectionView(isSelected: presenter.isPlayerSelected(at: indexPath))
        }
        return playerCell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if presenter.isInListViewMode {
            delegate?.viewPlayerDetails(at: indexPath)
        } else {
            presenter.selectRow(at: indexPath)
        }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        presenter.canEditRow(at: indexPath)
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        presenter.requestToDeletePlayer(at: indexPath)
    }
}
