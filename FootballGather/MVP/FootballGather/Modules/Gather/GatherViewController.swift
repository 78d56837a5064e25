import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The Gather screen: wires its view and presenter, confirms ending the gather and goes back to
/// the player list, switched back to list mode, once it ended.
final class GatherViewController: UIViewController {
    private let gatherModel: GatherModel
    private let dependencies: AppDependencies
    private let gatherView = GatherView()
    private lazy var presenter = GatherPresenter(
        view: gatherView, gatherModel: gatherModel,
        timeHandler: GatherTimeHandler(tickSource: dependencies.tickSource),
        environment: dependencies.environment)

    init(gatherModel: GatherModel, dependencies: AppDependencies) {
        self.gatherModel = gatherModel
        self.dependencies = dependencies
        super.init()
    }

    override func loadView() {
        view = gatherView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        gatherView.delegate = self
        gatherView.presenter = presenter
        gatherView.setupView()
    }

    private func returnToPlayerList() {
        let playerListViewController = navigationController?.viewControllers.first {
            $0 is PlayerListTogglable
        }
        guard let playerListViewController else { return }
        (playerListViewController as? PlayerListTogglable)?.toggleViewState()
        navigationController?.popToViewController(playerListViewController, animated: true)
    }
}

extension GatherViewController: GatherViewDelegate {
    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didRequestToEndGather() {
        let alertController = UIAlertController(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            preferredStyle: .alert)
        alertController.addAction(
            UIAlertAction(title: "Yes", style: .default) { [weak self] _ in
                self?.gatherView.endGather()
            })
        alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alertController, animated: true)
    }

    func didEndGather() {
        returnToPlayerList()
    }
}
