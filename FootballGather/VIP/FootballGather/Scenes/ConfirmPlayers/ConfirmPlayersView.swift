import FootballGatherComponents
import Foundation
import HeadlessUI

/// What the ConfirmPlayers view tells its view controller.
@MainActor
protocol ConfirmPlayersViewDelegate: AnyObject {
    func didMovePlayer(from source: IndexPath, to destination: IndexPath)
    func didTapStartGather()
}

/// The ConfirmPlayers screen's controls: a table always in editing mode, only to drag players
/// between Bench, Team A and Team B, and the Start Gather button.
final class ConfirmPlayersView: UIView {
    weak var delegate: ConfirmPlayersViewDelegate?

    let playerTableView = UITableView()
    let startGatherButton = UIButton()
    private let loadingView = LoadingView()
    private var sections: [ConfirmPlayers.DisplayedSection] = []
    private let cellIdentifier = "PlayerChooseTableViewCell"

    init() {
        super.init(frame: .zero)
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        playerTableView.setEditing(true, animated: false)
        startGatherButton.accessibilityIdentifier = "startGatherButton"
        startGatherButton.setTitle("Start Gather", for: .normal)
        startGatherButton.addTarget(
            self, action: ConfirmPlayersView.startGather, for: .touchUpInside)
        [playerTableView, startGatherButton, loadingView].forEach(addSubview)
    }

    /// Shows the teams and whether the gather can start.
    func display(_ teams: ConfirmPlayers.DisplayedTeams) {
        sections = teams.sections
        playerTableView.reloadData()
        startGatherButton.isEnabled = teams.startGatherButtonIsEnabled
    }

    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    private func startGather() {
        delegate?.didTapStartGather()
    }
}

extension ConfirmPlayersView: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections.indices.contains(section) ? sections[section].title : nil
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
        let rows =
            sections.indices.contains(indexPath.section)
            ? sections[indexPath.section].rows : []
        let player = rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
        cell.textLabel?.text = player?.name ?? ""
        cell.detailTextLabel?.text = player?.positionAcronym ?? "-"
        return cell
    }

    func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        .none
    }

    func tableView(
        _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool {
        false
    }

    func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        delegate?.didMovePlayer(from: sourceIndexPath, to: destinationIndexPath)
    }
}
