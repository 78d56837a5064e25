import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// Tells the player list that a player was created.
@MainActor
protocol AddPlayerDelegate: AnyObject {
    /// A player was added on the server; the list should reload.
    func playerWasAdded()
}

/// Adds a player by name. Binds the name field and Done to a `PlayerAddViewModel`.
final class PlayerAddViewController: UIViewController {
    let playerNameTextField = UITextField()
    let loadingView = LoadingView()
    private(set) lazy var doneButton = UIBarButtonItem(
        barButtonSystemItem: .done, target: self, action: PlayerAddViewController.done)

    weak var delegate: AddPlayerDelegate?
    private let viewModel: PlayerAddViewModel

    init(viewModel: PlayerAddViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        playerNameTextField.accessibilityIdentifier = "playerNameTextField"
        playerNameTextField.placeholder = viewModel.placeholderText
        playerNameTextField.addTarget(
            self, action: PlayerAddViewController.textFieldDidChange, for: .editingChanged)
        doneButton.isEnabled = false
        navigationItem.rightBarButtonItem = doneButton
        view.addSubview(playerNameTextField)
        view.addSubview(loadingView)
    }

    private func textFieldDidChange() {
        doneButton.isEnabled = viewModel.doneButtonIsEnabled(forText: playerNameTextField.text)
    }

    private func done() {
        guard let name = playerNameTextField.text else { return }
        loadingView.show(over: view)
        viewModel.requestCreatePlayer(name: name) { [weak self] playerWasCreated in
            guard let self else { return }
            loadingView.hide(from: view)
            if playerWasCreated {
                delegate?.playerWasAdded()
                navigationController?.popViewController(animated: true)
            } else {
                AlertHelper.present(
                    in: self, title: "Error update",
                    message: "Unable to create player. Please try again.")
            }
        }
    }
}
