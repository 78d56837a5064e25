import FootballGatherComponents
import Foundation
import HeadlessUI

/// The ConfirmPlayers screen's controls: a table always in editing mode, only to drag players
/// between Bench, Team A and Team B, and the Start Gather button.
final class ConfirmPlayersView: UIView {
    var presenter: ConfirmPlayersViewToPresenterProtocol!

    let playerTableView = UITableView()
    let startGatherButton = UIButton()
    private let loadingView = LoadingView()
    private let cellIdentifier = "PlayerChooseTableViewCell"

    init() {
        super.init(frame: .zero)
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        startGatherButton.accessibilityIdentifier = "startGatherButton"
        startGatherButton.setTitle("Start Gather", for: .normal)
        startGatherButton.addTarget(
            self, action: ConfirmPlayersView.startGather, for: .touchUpInside)
        [playerTableView, startGatherButton, loadingView].forEach(addSubview)
    }

    /// Puts the table in editing mode and shows the teams.
    func setupView() {
        playerTableView.setEditing(true, animated: false)
        handleTeamsChange()
    }

    private func startGather() {
        presenter.startGather()
    }
}

extension ConfirmPlayersView {
    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    func handleTeamsChange() {
        playerTableView.reloadData()
        startGatherButton.isEnabled = presenter.startGatherButtonIsEnabled
    }
}

extension ConfirmPlayersView: UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int {
        presenter.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRowsInSection(section)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        presenter.titleForHeaderInSection(section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
        cell.textLabel?.text = presenter.rowTitle(at: indexPath)
        cell.detailTextLabel?.text = presenter.rowDescription(at: indexPath)
        return cell
    }

    // The table is in editing mode only so rows can be dragged: no delete buttons, no indent.
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
        presenter.movePlayer(from: sourceIndexPath, to: destinationIndexPath)
    }
}
