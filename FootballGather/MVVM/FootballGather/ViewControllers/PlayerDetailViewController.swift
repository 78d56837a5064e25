import FootballGatherKit
import HeadlessUI

/// Tells the player list that a player was edited.
@MainActor
protocol PlayerDetailViewControllerDelegate: AnyObject {
    /// `player` was saved with new values.
    func didEdit(player: PlayerResponseModel)
}

/// A player's details in sections; tapping a row edits it. Binds the table to a
/// `PlayerDetailViewModel`.
final class PlayerDetailViewController: UIViewController {
    let playerDetailTableView = UITableView(frame: .zero, style: .grouped)

    weak var delegate: PlayerDetailViewControllerDelegate?
    private let viewModel: PlayerDetailViewModel
    private let dependencies: AppDependencies

    init(viewModel: PlayerDetailViewModel, dependencies: AppDependencies) {
        self.viewModel = viewModel
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
        title = viewModel.title
        playerDetailTableView.reloadData()
    }

    // MARK: - Navigation

    private enum SegueIdentifier {
        case editPlayer
    }

    // The storyboard segue and `prepare(for:)` of the original, in one place.
    private func performSegue(withIdentifier identifier: SegueIdentifier) {
        switch identifier {
        case .editPlayer:
            guard
                let editViewModel = viewModel.makeEditViewModel(
                    environment: dependencies.environment)
            else { return }
            let editViewController = PlayerEditViewController(viewModel: editViewModel)
            editViewController.delegate = self
            navigationController?.pushViewController(editViewController, animated: true)
        }
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension PlayerDetailViewController: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        viewModel.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        viewModel.titleForHeader(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "PlayerDetailTableViewCell")
        cell.textLabel?.text = viewModel.rowTitleDescription(for: indexPath)
        cell.detailTextLabel?.text = viewModel.rowValueDescription(for: indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        viewModel.selectPlayerRow(at: indexPath)
        performSegue(withIdentifier: .editPlayer)
    }
}

// MARK: - PlayerEditViewControllerDelegate

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
    func didFinishEditing(player: PlayerResponseModel) {
        viewModel.updatePlayer(player)
        title = viewModel.title
        playerDetailTableView.reloadData()
        delegate?.didEdit(player: player)
    }
}
