import FootballGatherKit
import HeadlessUI

/// Opens PlayerEdit for a row, brings the saved player back and passes the edit on.
final class PlayerDetailRouter: PlayerDetailPresenterToRouterProtocol {
    weak var viewController: UIViewController?
    weak var presenter: PlayerDetailRouterToPresenterProtocol?
    weak var output: PlayerDetailModuleOutput?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showEditScreen(
        viewType: PlayerEditViewType, playerEditModel: PlayerEditModel,
        playerItemsEditModel: PlayerItemsEditModel?
    ) {
        let editViewController = PlayerEditModule.assemble(
            viewType: viewType, playerEditModel: playerEditModel,
            playerItemsEditModel: playerItemsEditModel, dependencies: dependencies, output: self)
        viewController?.navigationController?.pushViewController(editViewController, animated: true)
    }

    func reportEdit(of player: PlayerResponseModel) {
        output?.didEdit(player: player)
    }
}

extension PlayerDetailRouter: PlayerEditModuleOutput {
    func didFinishEditing(player: PlayerResponseModel) {
        presenter?.didFinishEditing(player: player)
    }
}
