import Foundation
import HeadlessUI

/// The PlayerDetail screen's controls: a sectioned table of the player's fields.
final class PlayerDetailView: UIView {
    var presenter: PlayerDetailViewToPresenterProtocol!

    let playerDetailTableView = UITableView()
    private let cellIdentifier = "PlayerDetailTableViewCell"

    init() {
        super.init(frame: .zero)
        playerDetailTableView.accessibilityIdentifier = "playerDetailTableView"
        playerDetailTableView.dataSource = self
        playerDetailTableView.delegate = self
        addSubview(playerDetailTableView)
    }
}

extension PlayerDetailView {
    func updateData() {
        playerDetailTableView.reloadData()
    }
}

extension PlayerDetailView: UITableViewDataSource, UITableViewDelegate {
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
            ?? UITableViewCell(style: .value1, reuseIdentifier: cellIdentifier)
        cell.textLabel?.text = presenter.rowTitle(at: indexPath)
        cell.detailTextLabel?.text = presenter.rowDescription(at: indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.selectPlayerRow(at: indexPath)
    }
}
