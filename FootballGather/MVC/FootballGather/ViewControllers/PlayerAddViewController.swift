import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// Tells the player list that a player was created.
@MainActor
protocol AddPlayerDelegate: AnyObject {
    /// A player was created on the server.
    func playerWasAdded()
}

/// Creates a player from a name.
final class PlayerAddViewController: UIViewController {
    let playerNameTextField = UITextField()
    let loadingView = LoadingView()
    private(set) lazy var doneButton = UIBarButtonItem(
        title: "Done", style: .done, target: self, action: PlayerAddViewController.doneAction)

    weak var delegate: AddPlayerDelegate?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Add Player"
        setupViews()
    }

    private func setupViews() {
        doneButton.isEnabled = false
        navigationItem.rightBarButtonItem = doneButton
        playerNameTextField.accessibilityIdentifier = "playerNameTextField"
        playerNameTextField.placeholder = "Enter name of the player"
        playerNameTextField.addTarget(
            self, action: PlayerAddViewController.textFieldDidChange, for: .editingChanged)
        view.addSubview(playerNameTextField)
        view.addSubview(loadingView)
    }

    private func textFieldDidChange() {
        doneButton.isEnabled = !(playerNameTextField.text ?? "").isEmpty
    }

    private func doneAction() {
        guard let playerName = playerNameTextField.text, !playerName.isEmpty else { return }
        createPlayer(PlayerCreateModel(name: playerName))
    }

    private func createPlayer(_ player: PlayerCreateModel) {
        loadingView.show(over: view)
        dependencies.environment.playersService().create(player) { [weak self] result in
            guard let self else { return }
            loadingView.hide(from: view)
            switch result {
            case .success:
                delegate?.playerWasAdded()
                navigationController?.popViewController(animated: true)
            case .failure:
                AlertHelper.present(
                    in: self, title: "Error update",
                    message: "Unable to create player. Please try again.")
            }
        }
    }
}
