import FootballGatherKit
import HeadlessUI

/// Tells the player list that a player was edited.
@MainActor
protocol PlayerDetailViewControllerDelegate: AnyObject {
    /// `player` holds the saved values.
    func didEdit(player: PlayerResponseModel)
}

/// A player's fields in three sections; tapping a row edits that field.
final class PlayerDetailViewController: UIViewController {
    let playerDetailTableView = UITableView(frame: .zero, style: .grouped)

    weak var delegate: PlayerDetailViewControllerDelegate?
    /// The player shown; set before the screen is pushed.
    var player: PlayerResponseModel?
    private(set) var sections: [PlayerSection] = []
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerDetailTableView.accessibilityIdentifier = "playerDetailTableView"
        playerDetailTableView.dataSource = self
        playerDetailTableView.delegate = self
        view.addSubview(playerDetailTableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadData()
    }

    // Title and sections are rebuilt together from the current player, so an edited name shows
    // at once (the original set the title before taking the edited player, leaving it stale).
    private func reloadData() {
        title = player?.name
        sections = player.map(PlayerSection.detailSections(for:)) ?? []
        playerDetailTableView.reloadData()
    }

    // MARK: - Navigation

    private enum SegueIdentifier: String {
        case editPlayer
    }

    private func performSegue(
        withIdentifier identifier: SegueIdentifier, sender playerRow: PlayerRow
    ) {
        switch identifier {
        case .editPlayer:
            guard let player else { return }
            let playerEditViewController = PlayerEditViewController(dependencies: dependencies)
            playerEditViewController.delegate = self
            playerEditViewController.viewType = playerRow.editableField.editViewType
            playerEditViewController.playerEditModel = PlayerEditModel(
                player: player, playerRow: playerRow)
            playerEditViewController.playerItemsEditModel = PlayerItemsEditModel(
                field: playerRow.editableField, player: player)
            navigationController?.pushViewController(playerEditViewController, animated: true)
        }
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension PlayerDetailViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "PlayerDetailTableViewCell")
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        performSegue(
            withIdentifier: .editPlayer, sender: sections[indexPath.section].rows[indexPath.row])
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }
}

// MARK: - PlayerEditViewControllerDelegate

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
    func didFinishEditing(player: PlayerResponseModel) {
        self.player = player
        reloadData()
        delegate?.didEdit(player: player)
    }
}
