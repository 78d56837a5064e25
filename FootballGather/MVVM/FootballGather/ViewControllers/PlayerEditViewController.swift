import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// Tells the detail screen that the edited player was saved.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
    /// `player` was saved with its new value.
    func didFinishEditing(player: PlayerResponseModel)
}

/// Edits one field of a player, by typing (name, age, favourite team) or by picking from a
/// checkmark list (skill, position). Binds the field, list and Done to a `PlayerEditViewModel`.
final class PlayerEditViewController: UIViewController {
    let playerEditTextField = UITextField()
    let playerTableView = UITableView()
    let loadingView = LoadingView()
    private(set) lazy var doneButton = UIBarButtonItem(
        barButtonSystemItem: .done, target: self, action: PlayerEditViewController.done)

    weak var delegate: PlayerEditViewControllerDelegate?
    private let viewModel: PlayerEditViewModel

    init(viewModel: PlayerEditViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        doneButton.isEnabled = false
        navigationItem.rightBarButtonItem = doneButton
        setupTextField()
        setupTableView()
        for subview in [playerEditTextField, playerTableView, loadingView] as [UIView] {
            view.addSubview(subview)
        }
    }

    private func setupTextField() {
        playerEditTextField.accessibilityIdentifier = "playerEditTextField"
        playerEditTextField.placeholder = viewModel.placeholderText
        playerEditTextField.text = viewModel.playerRowValue
        playerEditTextField.isHidden = viewModel.isSelectionViewType
        playerEditTextField.addTarget(
            self, action: PlayerEditViewController.textFieldDidChange, for: .editingChanged)
    }

    private func setupTableView() {
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        playerTableView.isHidden = !viewModel.isSelectionViewType
    }

    private func textFieldDidChange() {
        doneButton.isEnabled = viewModel.shouldEnableDoneButton(forText: playerEditTextField.text)
    }

    private func done() {
        let newValue = viewModel.newValue(typedText: playerEditTextField.text)
        guard viewModel.shouldUpdatePlayer(newValue: newValue) else { return }
        loadingView.show(over: view)
        viewModel.updatePlayer(newValue: newValue) { [weak self] playerWasSaved in
            guard let self else { return }
            loadingView.hide(from: view)
            if playerWasSaved {
                delegate?.didFinishEditing(player: viewModel.editablePlayer)
                navigationController?.popViewController(animated: true)
            } else {
                AlertHelper.present(
                    in: self, title: "Error update",
                    message: "Unable to update player. Please try again.")
            }
        }
    }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension PlayerEditViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfSelectableItems
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: "ItemSelectionCellIdentifier", for: indexPath)
        cell.textLabel?.text = viewModel.itemTitle(at: indexPath.row)
        cell.accessoryType = viewModel.isItemSelected(at: indexPath.row) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        doneButton.isEnabled = viewModel.selectItem(at: indexPath.row)
        for (row, cell) in tableView.visibleCells.enumerated() {
            cell.accessoryType = viewModel.isItemSelected(at: row) ? .checkmark : .none
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
