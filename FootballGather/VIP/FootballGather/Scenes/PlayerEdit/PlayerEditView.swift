import FootballGatherComponents
import Foundation
import HeadlessUI

/// What the PlayerEdit view tells its view controller.
@MainActor
protocol PlayerEditViewDelegate: AnyObject {
    func textDidChange(_ text: String?)
    func didSelectItem(atRow row: Int)
    func didTapDone(text: String?)
}

/// The PlayerEdit screen's controls: a text field, or a checkmark list of choices, and Done.
final class PlayerEditView: UIView {
    weak var delegate: PlayerEditViewDelegate?

    let playerEditTextField = UITextField()
    let playerTableView = UITableView()
    private(set) var doneButton: UIBarButtonItem!
    private let loadingView = LoadingView()
    private var items: [PlayerEdit.DisplayedItem] = []
    private let cellIdentifier = "ItemSelectionCell"

    init() {
        super.init(frame: .zero)
        playerEditTextField.accessibilityIdentifier = "playerEditTextField"
        playerEditTextField.addTarget(
            self, action: PlayerEditView.textFieldDidChange, for: .editingChanged)
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        doneButton = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: PlayerEditView.doneAction)
        doneButton.isEnabled = false
        [playerEditTextField, playerTableView, loadingView].forEach(addSubview)
    }

    /// Shows the field or the choices for the edited row.
    func display(_ viewModel: PlayerEdit.Load.ViewModel) {
        playerEditTextField.isHidden = viewModel.isSelection
        playerEditTextField.text = viewModel.textFieldText
        playerEditTextField.placeholder = viewModel.textFieldPlaceholder
        playerTableView.isHidden = !viewModel.isSelection
        display(items: viewModel.items)
    }

    /// Shows the choices with their checkmark.
    func display(items: [PlayerEdit.DisplayedItem]) {
        self.items = items
        playerTableView.reloadData()
    }

    func showLoadingView() {
        loadingView.show(over: self)
    }

    func hideLoadingView() {
        loadingView.hide(from: self)
    }

    private func textFieldDidChange() {
        delegate?.textDidChange(playerEditTextField.text)
    }

    private func doneAction() {
        delegate?.didTapDone(text: playerEditTextField.text)
    }
}

extension PlayerEditView: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: cellIdentifier)
        let item = items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
        cell.textLabel?.text = item?.title ?? ""
        cell.accessoryType = item?.isChecked == true ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.didSelectItem(atRow: indexPath.row)
    }
}
