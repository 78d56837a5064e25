import FootballGatherKit
import HeadlessUI

/// Told when the shown player was edited, so the list can show the new values.
@MainActor
protocol PlayerDetailViewControllerDelegate: AnyObject {
    func didEdit(player: PlayerResponseModel)
}

/// The PlayerDetail screen: wires its view and presenter, opens the edit screen for a tapped row
/// and refreshes itself when the edit comes back.
final class PlayerDetailViewController: UIViewController {
    weak var delegate: PlayerDetailViewControllerDelegate?
    private let dependencies: AppDependencies
    private let playerDetailView = PlayerDetailView()
    private let presenter: PlayerDetailPresenter

    init(player: PlayerResponseModel, dependencies: AppDependencies) {
        self.dependencies = dependencies
        presenter = PlayerDetailPresenter(player: player)
        super.init()
    }

    override func loadView() {
        view = playerDetailView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerDetailView.delegate = self
        playerDetailView.presenter = presenter
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = presenter.title
        playerDetailView.updateData()
    }

    private func showPlayerEdit() {
        guard let playerEditModel = presenter.playerEditModel else { return }
        let playerEditViewController = PlayerEditViewController(
            viewType: presenter.destinationViewType, playerEditModel: playerEditModel,
            playerItemsEditModel: presenter.playerItemsEditModel, dependencies: dependencies)
        playerEditViewController.delegate = self
        navigationController?.pushViewController(playerEditViewController, animated: true)
    }
}

extension PlayerDetailViewController: PlayerDetailViewDelegate {
    func didRequestEditView() {
        showPlayerEdit()
    }
}

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
    func didFinishEditing(player: PlayerResponseModel) {
        // The player is updated before the title is read, so a new name shows at once
        // (the original set the title first and showed the old name).
        presenter.updatePlayer(player)
        title = presenter.title
        playerDetailView.updateData()
        delegate?.didEdit(player: player)
    }
}
