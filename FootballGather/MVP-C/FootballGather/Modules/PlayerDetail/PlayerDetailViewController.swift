import FootballGatherKit
import HeadlessUI

/// The PlayerDetail screen: wires its view and presenter, asks its coordinator to edit a tapped
/// row and refreshes itself when the edit comes back.
final class PlayerDetailViewController: UIViewController, Coordinatable {
    weak var coordinator: PlayerDetailCoordinator?
    private let playerDetailView = PlayerDetailView()
    private let presenter: PlayerDetailPresenter

    init(player: PlayerResponseModel) {
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

    /// Shows the player as the edit screen saved it.
    func updateData(player: PlayerResponseModel) {
        // The player is updated before the title is read, so a new name shows at once
        // (the original set the title first and showed the old name).
        presenter.updatePlayer(player)
        title = presenter.title
        playerDetailView.updateData()
    }
}

extension PlayerDetailViewController: PlayerDetailViewDelegate {
    func didRequestEditView() {
        guard let playerEditModel = presenter.playerEditModel else { return }
        coordinator?.navigateToEditScreen(
            viewType: presenter.destinationViewType, playerEditModel: playerEditModel,
            playerItemsEditModel: presenter.playerItemsEditModel)
    }
}
