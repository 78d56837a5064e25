import FootballGatherComponents
import FootballGatherKit
import Foundation
import HeadlessUI

/// What the PlayerEdit presenter tells its view.
@MainActor
protocol PlayerEditViewProtocol: AnyObject {
    func showLoadingView()
    func hideLoadingView()
    func handleError(title: String, message: String)
    func handleSuccessfulPlayerUpdate(_ player: PlayerResponseModel)
}

/// What the PlayerEdit view asks of its view controller: the Done item, alerts and leaving.
@MainActor
protocol PlayerEditViewDelegate: AnyObject {
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem)
    func presentAlert(title: String, message: String)
    func didFinishEditing(player: PlayerResponseModel)
}

/// The PlayerEdit screen's controls: a text field, or a checkmark list of choices, and Done.
final class PlayerEditView: UIView {
    weak var delegate: PlayerEditViewDelegate?
    var presenter: PlayerEditPresenterProtocol!

    let playerEditTextField = UITextField()
    let playerTableView = UITableView()
    private(set) var doneButton: UIBarButtonItem!
    private let loadingView = LoadingView()
    private let cellIdentifier = "ItemSelectionCell"

    init() {
        super.init(frame: .zero)
        playerEditTextField.accessibilityIdentifier = "playerEditTextField"
        playerEditTextField.addTarget(
            self, action: PlayerEditView.textFieldDidChange, for: .editingChanged)
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        [playerEditTextField, playerTableView, loadingView].forEach(addSubview)
    }

    /// Shows the field or the choices for the edited row and hands Done (disabled) to the view controller.
    func setupView() {
        doneButton = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: PlayerEditView.doneAction)
        doneButton.isEnabled = false
        delegate?.addRightBarButtonItem(doneButton)
        playerEditTextField.isHidden = presenter.isSelectionViewType
        playerEditTextField.text = presenter.textFieldText
        playerEditTextField.placeholder = presenter.textFieldPlaceholder
        playerTableView.isHidden = !presenter.isSelectionViewType
        playerTableView.reloadData()
    }

    private func textFieldDidChange() {
        doneButton.isEnabled = presenter.doneButtonIsEnabled(newValue: playerEditTextField.text)
    }

    private func doneAction() {
        presenter.updatePlayer(withTextFieldValue: playerEditTextField.text)
    }
}

extension PlayerEditView: PlayerEditViewProtocol {
    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    func handleError(title: String, message: String) {
        delegate?.presentAlert(title: title, message: message)
    }

    func handleSuccessfulPlayerUpdate(_ player: PlayerResponseModel) {
        delegate?.didFinishEditing(player: player)
    }
}

extension PlayerEditView: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: cellIdentifier)
        cell.textLabel?.text = presenter.itemTitle(at: indexPath)
        cell.accessoryType = presenter.isSelectedIndexPath(indexPath) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        doneButton.isEnabled = presenter.selectItem(at: indexPath)
        tableView.reloadData()
    }
}
