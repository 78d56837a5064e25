import FootballGatherKit
import HeadlessUI

/// Opens PlayerDetail, PlayerAdd and ConfirmPlayers from the list, hears back from them and
/// brings the user back to the list when a gather ends.
final class PlayerListRouter: PlayerListPresenterToRouterProtocol {
    weak var viewController: UIViewController?
    weak var presenter: PlayerListRouterToPresenterProtocol?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    private var navigationController: UINavigationController? {
        viewController?.navigationController
    }

    func showPlayerDetails(for player: PlayerResponseModel) {
        let detailViewController = PlayerDetailModule.assemble(
            player: player, dependencies: dependencies, output: self)
        navigationController?.pushViewController(detailViewController, animated: true)
    }

    func showPlayerAdd() {
        let addViewController = PlayerAddModule.assemble(dependencies: dependencies, output: self)
        navigationController?.pushViewController(addViewController, animated: true)
    }

    func showConfirmPlayers(with playersDictionary: [TeamSection: [PlayerResponseModel]]) {
        let confirmViewController = ConfirmPlayersModule.assemble(
            playersDictionary: playersDictionary, dependencies: dependencies, output: self)
        navigationController?.pushViewController(confirmViewController, animated: true)
    }

    func popToPlayerList() {
        guard let viewController else { return }
        navigationController?.popToViewController(viewController, animated: true)
    }
}

extension PlayerListRouter: PlayerAddModuleOutput {
    func playerWasAdded() {
        presenter?.playerWasAdded()
    }
}

extension PlayerListRouter: PlayerDetailModuleOutput {
    func didEdit(player: PlayerResponseModel) {
        presenter?.didEdit(player: player)
    }
}

extension PlayerListRouter: ConfirmPlayersModuleOutput {
    func didEndGather() {
        presenter?.didEndGather()
    }
}
