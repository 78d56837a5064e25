import FootballGatherComponents
import FootballGatherKit
import HeadlessUI

/// The PlayerEdit screen: wires its view and presenter, shows the Done item and hands the saved
/// player to its coordinator.
final class PlayerEditViewController: UIViewController, Coordinatable {
    weak var coordinator: PlayerEditCoordinator?
    private let viewType: PlayerEditViewType
    private let playerEditModel: PlayerEditModel
    private let playerItemsEditModel: PlayerItemsEditModel?
    private let dependencies: AppDependencies
    private let playerEditView = PlayerEditView()
    private lazy var presenter = PlayerEditPresenter(
        view: playerEditView, viewType: viewType, playerEditModel: playerEditModel,
        playerItemsEditModel: playerItemsEditModel, environment: dependencies.environment)

    init(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?, dependencies: AppDependencies
    ) {
        self.viewType = viewType
        self.playerEditModel = playerEditModel
        self.playerItemsEditModel = playerItemsEditModel
        self.dependencies = dependencies
        super.init()
    }

    override func loadView() {
        view = playerEditView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        playerEditView.delegate = self
        playerEditView.presenter = presenter
        playerEditView.setupView()
    }
}

extension PlayerEditViewController: PlayerEditViewDelegate {
    func addRightBarButtonItem(_ barButtonItem: UIBarButtonItem) {
        navigationItem.rightBarButtonItem = barButtonItem
    }

    func presentAlert(title: String, message: String) {
        AlertHelper.present(in: self, title: title, message: message)
    }

    func didFinishEditing(player: PlayerResponseModel) {
        coordinator?.didFinishEditing(player: player)
    }
}
