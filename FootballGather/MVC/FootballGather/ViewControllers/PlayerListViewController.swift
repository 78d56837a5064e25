import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The players of the logged-in user. In list mode a tap opens the player and a swipe deletes
/// it; in selection mode taps pick the players of the next gather.
final class PlayerListViewController: UIViewController {
    let playerTableView = UITableView()
    let actionButton = UIButton()
    let loadingView = LoadingView()
    let emptyView = EmptyView()
    private(set) lazy var barButtonItem = UIBarButtonItem(
        title: "Select", style: .plain, target: self, action: PlayerListViewController.selectPlayers
    )

    private let dependencies: AppDependencies
    private(set) var players: [PlayerResponseModel] = []
    private(set) var viewState = ViewState.list
    /// The picked players, keyed by row index (as the original did).
    private(set) var selectedPlayersByRow: [Int: PlayerResponseModel] = [:]

    private var playersService: StandardNetworkService { dependencies.environment.playersService() }

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Players"
        setupViews()
        configureForViewState()
        loadPlayers()
    }

    private func setupViews() {
        navigationItem.rightBarButtonItem = barButtonItem
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.register(
            PlayerTableViewCell.self, forCellReuseIdentifier: PlayerTableViewCell.reuseIdentifier)
        playerTableView.dataSource = self
        playerTableView.delegate = self
        actionButton.accessibilityIdentifier = "actionButton"
        actionButton.addTarget(
            self, action: PlayerListViewController.confirmOrAddPlayers, for: .touchUpInside)
        emptyView.messageLabel.text = "There aren't any players for your user."
        emptyView.delegate = self
        for subview in [playerTableView, actionButton, emptyView, loadingView] as [UIView] {
            view.addSubview(subview)
        }
    }

    // MARK: - Loading players

    private func loadPlayers() {
        showLoadingView()
        playersService.get(PlayerResponseModel.self) { [weak self] result in
            guard let self else { return }
            hideLoadingView()
            switch result {
            case .success(let players):
                self.players = players
                selectedPlayersByRow.removeAll()
                playerTableView.reloadData()
                updateEmptyView()
                updateSelectionDetails()
            case .failure(let error):
                AlertHelper.present(in: self, title: "Error", message: String(describing: error))
            }
        }
    }

    private func updateEmptyView() {
        emptyView.isHidden = !players.isEmpty
        barButtonItem.isEnabled = !players.isEmpty
        playerTableView.isHidden = players.isEmpty
    }

    private func showLoadingView() {
        loadingView.show(over: view)
    }

    private func hideLoadingView() {
        loadingView.hide(from: view)
    }

    // MARK: - View state

    private func selectPlayers() {
        viewState.toggle()
        configureForViewState()
    }

    // Entering or leaving selection mode starts from no selection, the title back at "Players"
    // and the action button enabled as the mode allows (the original left the old title and
    // disabled "Add player" after a round trip).
    private func configureForViewState() {
        selectedPlayersByRow.removeAll()
        let details = viewStateDetails
        barButtonItem.title = details.barButtonItemTitle
        actionButton.setTitle(details.actionButtonTitle, for: .normal)
        updateSelectionDetails()
        playerTableView.reloadData()
    }

    private func updateSelectionDetails() {
        let selectedCount = selectedPlayersByRow.count
        title =
            viewState == .selection && selectedCount > 0 ? "\(selectedCount) selected" : "Players"
        actionButton.isEnabled = viewStateDetails.isActionButtonEnabled(
            selectedCount: selectedCount)
    }

    private var viewStateDetails: LoginViewStateDetails {
        ViewStateDetailsFactory.makeViewStateDetails(from: viewState)
    }

    // MARK: - Actions

    private func confirmOrAddPlayers() {
        performSegue(withIdentifier: viewStateDetails.segueIdentifier)
    }

    private var selectedPlayers: [PlayerResponseModel] {
        selectedPlayersByRow.keys.sorted().compactMap { selectedPlayersByRow[$0] }
    }

    private func toggleSelection(atRow row: Int) {
        if selectedPlayersByRow[row] == nil {
            selectedPlayersByRow[row] = players[row]
        } else {
            selectedPlayersByRow[row] = nil
        }
        let indexPath = IndexPath(row: row, section: 0)
        (playerTableView.cellForRow(at: indexPath) as? PlayerTableViewCell)?
            .setPlayerIsSelected(selectedPlayersByRow[row] != nil)
        updateSelectionDetails()
    }

    private func confirmDeletion(at indexPath: IndexPath) {
        let alertController = UIAlertController(
            title: "Delete player", message: "Are you sure you want to delete the selected player?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.requestDeletePlayer(at: indexPath)
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }

    private func requestDeletePlayer(at indexPath: IndexPath) {
        let player = players[indexPath.row]
        showLoadingView()
        playersService.delete(withID: .integer(player.id)) { [weak self] result in
            guard let self else { return }
            hideLoadingView()
            switch result {
            case .success:
                deletePlayer(player)
            case .failure(let error):
                AlertHelper.present(in: self, title: "Error", message: String(describing: error))
            }
        }
    }

    // Looks the player up again: the row may have moved while the request was in flight.
    private func deletePlayer(_ player: PlayerResponseModel) {
        guard let row = players.firstIndex(of: player) else { return }
        players.remove(at: row)
        playerTableView.beginUpdates()
        playerTableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
        playerTableView.endUpdates()
        updateEmptyView()
    }

    // MARK: - Navigation

    enum SegueIdentifier: String {
        case showPlayerDetails, addPlayer, confirmPlayers
    }

    private func performSegue(
        withIdentifier identifier: SegueIdentifier, sender: PlayerResponseModel? = nil
    ) {
        let destination: UIViewController
        switch identifier {
        case .showPlayerDetails:
            let playerDetailViewController = PlayerDetailViewController(dependencies: dependencies)
            playerDetailViewController.delegate = self
            playerDetailViewController.player = sender
            destination = playerDetailViewController
        case .addPlayer:
            let playerAddViewController = PlayerAddViewController(dependencies: dependencies)
            playerAddViewController.delegate = self
            destination = playerAddViewController
        case .confirmPlayers:
            let confirmPlayersViewController = ConfirmPlayersViewController(
                dependencies: dependencies)
            confirmPlayersViewController.playersDictionary = [.bench: selectedPlayers]
            destination = confirmPlayersViewController
        }
        navigationController?.pushViewController(destination, animated: true)
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension PlayerListViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        players.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: PlayerTableViewCell.reuseIdentifier, for: indexPath)
        guard let playerCell = cell as? PlayerTableViewCell else { return cell }
        let player = players[indexPath.row]
        playerCell.nameLabel.text = player.name
        playerCell.positionLabel.text = player.positionListText
        playerCell.skillLabel.text = player.skillListText
        if viewState == .selection {
            playerCell.setupSelectionView(isSelected: selectedPlayersByRow[indexPath.row] != nil)
        } else {
            playerCell.setupDefaultView()
        }
        return playerCell
    }

    // Opening a player no longer records it as selected (the original did, in list mode too).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch viewState {
        case .list:
            performSegue(withIdentifier: .showPlayerDetails, sender: players[indexPath.row])
        case .selection:
            toggleSelection(atRow: indexPath.row)
        }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        viewState == .list
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        confirmDeletion(at: indexPath)
    }
}

// MARK: - EmptyViewDelegate

extension PlayerListViewController: EmptyViewDelegate {
    func retryAction() {
        loadPlayers()
    }
}

// MARK: - AddPlayerDelegate

extension PlayerListViewController: AddPlayerDelegate {
    func playerWasAdded() {
        loadPlayers()
    }
}

// MARK: - PlayerDetailViewControllerDelegate

extension PlayerListViewController: PlayerDetailViewControllerDelegate {
    func didEdit(player: PlayerResponseModel) {
        guard let row = players.firstIndex(of: player) else { return }
        players[row] = player
        playerTableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }
}

// MARK: - PlayerListTogglable

/// A screen the gather screen returns to when a gather ends, switching it back to list mode.
@MainActor
protocol PlayerListTogglable: AnyObject {
    /// Switches between list and selection mode.
    func toggleViewState()
}

extension PlayerListViewController: PlayerListTogglable {
    func toggleViewState() {
        selectPlayers()
    }
}

// MARK: - ViewState

extension PlayerListViewController {
    /// Whether taps open players (list) or pick them for a gather (selection).
    enum ViewState {
        case list, selection

        mutating func toggle() {
            self = self == .list ? .selection : .list
        }
    }
}

/// What the bar button and action button show in one view state. (The original's name, kept:
/// it describes the player list's states, not the login screen.)
protocol LoginViewStateDetails {
    var barButtonItemTitle: String { get }
    var actionButtonTitle: String { get }
    var segueIdentifier: PlayerListViewController.SegueIdentifier { get }
    /// Whether the action button may be tapped with this many players picked.
    func isActionButtonEnabled(selectedCount: Int) -> Bool
}

private struct ListViewStateDetails: LoginViewStateDetails {
    var barButtonItemTitle: String { "Select" }
    var actionButtonTitle: String { "Add player" }
    var segueIdentifier: PlayerListViewController.SegueIdentifier { .addPlayer }
    func isActionButtonEnabled(selectedCount: Int) -> Bool { true }
}

private struct SelectionViewStateDetails: LoginViewStateDetails {
    var barButtonItemTitle: String { "Cancel" }
    var actionButtonTitle: String { "Confirm players" }
    var segueIdentifier: PlayerListViewController.SegueIdentifier { .confirmPlayers }
    func isActionButtonEnabled(selectedCount: Int) -> Bool {
        TeamAssignment.canConfirm(selectedCount: selectedCount)
    }
}

private enum ViewStateDetailsFactory {
    static func makeViewStateDetails(from viewState: PlayerListViewController.ViewState)
        -> LoginViewStateDetails
    {
        switch viewState {
        case .list: return ListViewStateDetails()
        case .selection: return SelectionViewStateDetails()
        }
    }
}
