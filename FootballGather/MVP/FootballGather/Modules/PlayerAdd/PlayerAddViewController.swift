import FootballGatherComponents
import HeadlessUI

/// Told when a player was created, so the list can reload.
@MainActor
protocol AddPlayerDelegate: AnyObject {
    func playerWasAdded()
}

/// The PlayerAdd screen: wires its view and presenter, shows the Done item and goes back once
/// the player is created.
final class PlayerAddViewController: UIViewController {
    weak var delegate: AddPlayerDelegate?
    private let dependencies: AppDependencies
    private let playerAddView = PlayerAddView()
    private lazy var presenter = PlayerAddPresenter(
        view: playerAddView, environment: dependencies.environment)

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
    }

    override func loadView() {
        view = playerAddView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        playerAddView.delegate = self
        playerAddView.presenter = presenter
        playerAddView.setupView()
    }
}

extension PlayerAddViewController: PlayerAddViewDelegate {
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItem = barButtonItem
    }

    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didAddPlayer() {
        delegate?.playerWasAdded()
        navigationController?.popViewController(animated: true)
    }
}
