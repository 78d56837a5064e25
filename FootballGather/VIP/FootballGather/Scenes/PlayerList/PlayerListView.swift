import FootballGatherComponents
import Foundation
import HeadlessUI

/// What the PlayerList view tells its view controller: the user's taps.
@MainActor
protocol PlayerListViewDelegate: AnyObject {
    func didTapBarButton()
    func didTapActionButton()
    func didSelectRow(_ row: Int)
    func didRequestDeletion(ofRow row: Int)
    func didTapRetry()
}

/// The PlayerList screen's controls: the players table, the Select/Cancel item, the bottom
/// action button and the empty and loading states. Shows whatever `DisplayedList` it is given.
final class PlayerListView: UIView {
    weak var delegate: PlayerListViewDelegate?

    let playerTableView = UITableView()
    let actionButton = UIButton()
    let emptyView = EmptyView()
    private(set) var barButtonItem: UIBarButtonItem!
    private let loadingView = LoadingView()
    private var displayedList = PlayerList.DisplayedList(
        title: "Players", barButtonTitle: "Select", barButtonIsEnabled: false,
        actionButtonTitle: "Add player", actionButtonIsEnabled: true, showsEmptyView: true,
        allowsDeletion: true, rows: [])

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
        barButtonItem = UIBarButtonItem(
            title: displayedList.barButtonTitle, style: .plain, target: self,
            action: PlayerListView.barButtonItemTapped)
        [playerTableView, actionButton, emptyView, loadingView].forEach(addSubview)
        refreshControls()
    }

    /// Shows `list`, updating the table as `update` says.
    func display(_ list: PlayerList.DisplayedList, update: PlayerList.TableUpdate) {
        displayedList = list
        switch update {
        case .reloadAll:
            playerTableView.reloadData()
        case .reloadRow(let row):
            playerTableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
        case .deleteRow(let row):
            playerTableView.beginUpdates()
            playerTableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .fade)
            playerTableView.endUpdates()
        }
        refreshControls()
    }

    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    private func refreshControls() {
        barButtonItem.title = displayedList.barButtonTitle
        barButtonItem.isEnabled = displayedList.barButtonIsEnabled
        actionButton.setTitle(displayedList.actionButtonTitle, for: .normal)
        actionButton.isEnabled = displayedList.actionButtonIsEnabled
        emptyView.isHidden = !displayedList.showsEmptyView
        playerTableView.isHidden = displayedList.showsEmptyView
    }

    private func barButtonItemTapped() {
        delegate?.didTapBarButton()
    }

    private func actionButtonTapped() {
        delegate?.didTapActionButton()
    }
}

// MARK: - EmptyViewDelegate

extension PlayerListView: EmptyViewDelegate {
    func retryAction() {
        delegate?.didTapRetry()
    }
}

// MARK: - Table view

extension PlayerListView: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedList.rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: PlayerTableViewCell.reuseIdentifier, for: indexPath)
        guard let playerCell = cell as? PlayerTableViewCell,
            displayedList.rows.indices.contains(indexPath.row)
        else { return cell }
        let row = displayedList.rows[indexPath.row]
        playerCell.nameLabel.text = row.name
        playerCell.positionLabel.text = row.position
        playerCell.skillLabel.text = row.skill
        if row.showsCheckbox {
            playerCell.setupSelectionView(isSelected: row.isSelected)
        } else {
            playerCell.setupDefaultView()
        }
        return playerCell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.didSelectRow(indexPath.row)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        displayedList.allowsDeletion
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        delegate?.didRequestDeletion(ofRow: indexPath.row)
    }
}
