import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The ConfirmPlayers screen: wires its view and presenter and opens the gather once it started.
final class ConfirmPlayersViewController: UIViewController {
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

    private func showGather(_ gatherModel: GatherModel) {
        let gatherViewController = GatherViewController(
            gatherModel: gatherModel, dependencies: dependencies)
        navigationController?.pushViewController(gatherViewController, animated: true)
    }
}

extension ConfirmPlayersViewController: ConfirmPlayersViewDelegate {
    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didStartGather() {
        guard let gatherModel = presenter.gatherModel else { return }
        showGather(gatherModel)
    }
}
