import Foundation
import HeadlessUI

/// What the PlayerDetail view tells its view controller.
@MainActor
protocol PlayerDetailViewDelegate: AnyObject {
    func didSelectRow(at indexPath: IndexPath)
}

/// The PlayerDetail screen's controls: a sectioned table of the player's fields.
final class PlayerDetailView: UIView {
    weak var delegate: PlayerDetailViewDelegate?

    let playerDetailTableView = UITableView()
    private var sections: [PlayerDetail.ShowDetails.DisplayedSection] = []
    private let cellIdentifier = "PlayerDetailTableViewCell"

    init() {
        super.init(frame: .zero)
        playerDetailTableView.accessibilityIdentifier = "playerDetailTableView"
        playerDetailTableView.dataSource = self
        playerDetailTableView.delegate = self
        addSubview(playerDetailTableView)
    }

    /// Shows `sections` in the table.
    func display(_ sections: [PlayerDetail.ShowDetails.DisplayedSection]) {
        self.sections = sections
        playerDetailTableView.reloadData()
    }

    private func row(at indexPath: IndexPath) -> PlayerDetail.ShowDetails.DisplayedRow? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let rows = sections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }
}

extension PlayerDetailView: UITableViewDataSource, UITableViewDelegate {
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
            ?? UITableViewCell(style: .value1, reuseIdentifier: cellIdentifier)
        cell.textLabel?.text = row(at: indexPath)?.title ?? ""
        cell.detailTextLabel?.text = row(at: indexPath)?.value ?? ""
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.didSelectRow(at: indexPath)
    }
}
