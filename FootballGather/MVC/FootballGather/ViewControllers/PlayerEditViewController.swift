import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// Tells the player detail screen that a field was saved.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
    /// `player` holds the saved values.
    func didFinishEditing(player: PlayerResponseModel)
}

/// Edits one field of a player: free text, or a checkmark list for skill and position.
final class PlayerEditViewController: UIViewController {
    let playerEditTextField = UITextField()
    let playerTableView = UITableView()
    let loadingView = LoadingView()
    private(set) lazy var doneButton = UIBarButtonItem(
        title: "Done", style: .done, target: self, action: PlayerEditViewController.doneAction)

    weak var delegate: PlayerEditViewControllerDelegate?
    /// How the field is edited; set before the screen is pushed.
    var viewType = PlayerEditViewType.text
    /// The player and the row being edited; set before the screen is pushed.
    var playerEditModel: PlayerEditModel?
    /// The choices of a selection edit; set before the screen is pushed.
    var playerItemsEditModel: PlayerItemsEditModel?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = playerEditModel?.playerRow.title
        setupViews()
    }

    private func setupViews() {
        doneButton.isEnabled = false
        navigationItem.rightBarButtonItem = doneButton
        playerEditTextField.accessibilityIdentifier = "playerEditTextField"
        playerEditTextField.placeholder = playerEditModel?.playerRow.title
        playerEditTextField.text = playerEditModel?.playerRow.value
        playerEditTextField.addTarget(
            self, action: PlayerEditViewController.textFieldDidChange, for: .editingChanged)
        playerEditTextField.isHidden = viewType == .selection
        playerTableView.accessibilityIdentifier = "playerTableView"
        playerTableView.dataSource = self
        playerTableView.delegate = self
        playerTableView.isHidden = viewType == .text
        view.addSubview(playerEditTextField)
        view.addSubview(playerTableView)
        view.addSubview(loadingView)
    }

    private var originalValue: String {
        playerEditModel?.playerRow.value ?? ""
    }

    private var editedValue: String? {
        switch viewType {
        case .text:
            return playerEditTextField.text
        case .selection:
            guard let items = playerItemsEditModel,
                items.items.indices.contains(items.selectedItemIndex)
            else { return nil }
            return items.items[items.selectedItemIndex]
        }
    }

    private func textFieldDidChange() {
        doneButton.isEnabled = playerEditTextField.text != originalValue
    }

    // MARK: - Saving

    // Done saves only a real change. The detail screen shows skill and position capitalised and
    // the items are lowercase, so values are compared ignoring case, as the original's Done did.
    private func doneAction() {
        guard let editedValue, editedValue.lowercased() != originalValue.lowercased(),
            var player = playerEditModel?.player,
            let field = playerEditModel?.playerRow.editableField
        else { return }
        player.update(usingField: field, value: editedValue)
        updatePlayer(player)
    }

    private func updatePlayer(_ player: PlayerResponseModel) {
        loadingView.show(over: view)
        let service = dependencies.environment.playersService()
        service.update(PlayerCreateModel(player: player), resourceID: .integer(player.id)) {
            [weak self] result in
            guard let self else { return }
            loadingView.hide(from: view)
            switch result {
            case .success:
                delegate?.didFinishEditing(player: player)
                navigationController?.popViewController(animated: true)
            case .failure:
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
        playerItemsEditModel?.items.count ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: "ItemSelectionCellIdentifier", for: indexPath)
        cell.textLabel?.text = playerItemsEditModel?.items[indexPath.row].capitalized
        cell.accessoryType =
            indexPath.row == playerItemsEditModel?.selectedItemIndex ? .checkmark : .none
        return cell
    }

    // The checkmark moves to the tapped item; Done is offered only when that item is not the
    // current value (compared ignoring case, like Done itself, so re-picking it offers nothing).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let items = playerItemsEditModel?.items else { return }
        if let previousIndex = playerItemsEditModel?.selectedItemIndex,
            let previousCell = tableView.cellForRow(at: IndexPath(row: previousIndex, section: 0))
        {
            previousCell.accessoryType = .none
        }
        tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
        tableView.deselectRow(at: indexPath, animated: true)
        playerItemsEditModel?.selectedItemIndex = indexPath.row
        doneButton.isEnabled = items[indexPath.row].lowercased() != originalValue.lowercased()
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }
}
