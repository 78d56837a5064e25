import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The ConfirmPlayers screen: wires its view and presenter and asks its coordinator for the
/// gather once it started.
final class ConfirmPlayersViewController: UIViewController, Coordinatable {
    weak var coordinator: ConfirmPlayersCoordinator?
    private let playersDictionary: [TeamSection: [PlayerResponseModel]]
    private let dependencies: AppDependencies
    private let confirmPlayersView = ConfirmPlayersView()
    private lazy var presenter = ConfirmPlayersPresenter(
        view: confirmPlayersView, playersDictionary: playersDictionary,
        environment: dependencies.environment)

    init(playersDictionary: [TeamSection: [PlayerResponseModel]], dependencies: AppDependencies) {
        self.playersDictionary = playersDictionary
        self.dependencies = dependencies
        super.init()
    }

    override func loadView() {
        view = confirmPlayersView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        confirmPlayersView.delegate = self
        confirmPlayersView.presenter = presenter
        confirmPlayersView.setupView()
    }
}

extension ConfirmPlayersViewController: ConfirmPlayersViewDelegate {
    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didStartGather() {
        guard let gatherModel = presenter.gatherModel else { return }
        coordinator?.navigateToGatherScreen(with: gatherModel)
    }
}
