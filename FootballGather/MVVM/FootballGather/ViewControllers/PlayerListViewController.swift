import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// A screen that can switch the player list between list and selection mode; the gather screen
/// uses it to return the list to list mode when a gather ends.
@MainActor
protocol PlayerListTogglable: AnyObject {
    /// Switches between list and selection mode.
    func toggleViewState()
}

/// The user's players: browse them, delete them, add one, or pick players for a gather. Binds
/// the table, buttons and bar button to a `PlayerListViewModel`.
final class PlayerListViewController: UIViewController {
    let playerTableView = UITableView()
    let actionButton = UIButton()
    let emptyView = EmptyView()
    let loadingView = LoadingView()
    private(set) lazy var barButtonItem = UIBarButtonItem(
        title: viewModel.barButtonItemTitle, style: .plain, target: self,
        action: PlayerListViewController.selectPlayers)

    private let dependencies: AppDependencies
    private let viewModel: PlayerListViewModel

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        viewModel = PlayerListViewModel(environment: dependencies.environment)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setupViews()
        configureViews()
        loadPlayers()
    }

    private func setupViews() {
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.register(
            PlayerTableViewCell.self, forCellReuseIdentifier: PlayerTableViewCell.reuseIdentifier)
        playerTableView.dataSource = self
        playerTableView.delegate = self
        actionButton.accessibilityIdentifier = "actionButton"
        actionButton.addTarget(
            self, action: PlayerListViewController.confirmOrAddPlayers, for: .touchUpInside)
        emptyView.delegate = self
        emptyView.messageLabel.text = viewModel.emptyViewMessage
        navigationItem.rightBarButtonItem = barButtonItem
        for subview in [playerTableView, actionButton, emptyView, loadingView] as [UIView] {
            view.addSubview(subview)
        }
    }

    /// Reads every text and state the view model computes.
    private func configureViews() {
        title = viewModel.title
        barButtonItem.title = viewModel.barButtonItemTitle
        barButtonItem.isEnabled = viewModel.barButtonItemIsEnabled
        actionButton.setTitle(viewModel.actionButtonTitle, for: .normal)
        actionButton.isEnabled = viewModel.actionButtonIsEnabled
        emptyView.isHidden = !viewModel.hasNoPlayers
        playerTableView.isHidden = viewModel.hasNoPlayers
    }

    private func loadPlayers() {
        loadingView.show(over: view)
        viewModel.fetchPlayers { [weak self] error in
            guard let self else { return }
            loadingView.hide(from: view)
            if let error {
                AlertHelper.present(in: self, title: "Error", message: String(describing: error))
            }
            configureViews()
            playerTableView.reloadData()
        }
    }

    // MARK: - Actions

    private func selectPlayers() {
        toggleViewState()
    }

    private func confirmOrAddPlayers() {
        performSegue(withIdentifier: viewModel.isInListViewMode ? .addPlayer : .confirmPlayers)
    }

    private func requestDeletePlayer(at indexPath: IndexPath) {
        let alertController = UIAlertController(
            title: "Delete player", message: "Are you sure you want to delete the selected player?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.deletePlayer(at: indexPath)
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }

    private func deletePlayer(at indexPath: IndexPath) {
        loadingView.show(over: view)
        viewModel.deletePlayer(at: indexPath.row) { [weak self] error in
            guard let self else { return }
            loadingView.hide(from: view)
            if let error {
                AlertHelper.present(in: self, title: "Error", message: String(describing: error))
                return
            }
            playerTableView.deleteRows(at: [indexPath], with: .fade)
            configureViews()
        }
    }

    // MARK: - Navigation

    private enum SegueIdentifier {
        case showPlayerDetails(PlayerResponseModel)
        case addPlayer
        case confirmPlayers
    }

    // The storyboard segues and `prepare(for:)` of the original, in one place: each destination
    // gets the view model built for it.
    private func performSegue(withIdentifier identifier: SegueIdentifier) {
        let destination: UIViewController
        switch identifier {
        case .showPlayerDetails(let player):
            let detailViewController = PlayerDetailViewController(
                viewModel: PlayerDetailViewModel(player: player), dependencies: dependencies)
            detailViewController.delegate = self
            destination = detailViewController
        case .addPlayer:
            let addViewController = PlayerAddViewController(
                viewModel: viewModel.makePlayerAddViewModel())
            addViewController.delegate = self
            destination = addViewController
        case .confirmPlayers:
            destination = ConfirmPlayersViewController(
                viewModel: viewModel.makeConfirmPlayersViewModel(), dependencies: dependencies)
        }
        navigationController?.pushViewController(destination, animated: true)
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension PlayerListViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: PlayerTableViewCell.reuseIdentifier, for: indexPath)
        guard let playerCell = cell as? PlayerTableViewCell else { return cell }
        let row = indexPath.row
        playerCell.nameLabel.text = viewModel.playerNameDescription(at: row)
        playerCell.positionLabel.text = viewModel.playerPositionDescription(at: row)
        playerCell.skillLabel.text = viewModel.playerSkillDescription(at: row)
        if viewModel.isInListViewMode {
            playerCell.setupDefaultView()
        } else {
            playerCell.setupSelectionView(isSelected: viewModel.isPlayerSelected(at: row))
        }
        return playerCell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if viewModel.isInListViewMode {
            tableView.deselectRow(at: indexPath, animated: true)
            performSegue(
                withIdentifier: .showPlayerDetails(
                    viewModel.selectPlayerForDisplayingDetails(at: indexPath.row)))
            return
        }
        viewModel.togglePlayerSelection(at: indexPath.row)
        tableView.reloadRows(at: [indexPath], with: .none)
        configureViews()
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        viewModel.canEditRow
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        requestDeletePlayer(at: indexPath)
    }
}

// MARK: - Inbound events

extension PlayerListViewController: PlayerListTogglable {
    func toggleViewState() {
        viewModel.toggleViewState()
        configureViews()
        playerTableView.reloadData()
    }
}

extension PlayerListViewController: EmptyViewDelegate {
    func retryAction() {
        loadPlayers()
    }
}

extension PlayerListViewController: AddPlayerDelegate {
    func playerWasAdded() {
        loadPlayers()
    }
}

extension PlayerListViewController: PlayerDetailViewControllerDelegate {
    func didEdit(player: PlayerResponseModel) {
        guard let row = viewModel.updatePlayer(player) else { return }
        playerTableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }
}
