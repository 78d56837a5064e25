import FootballGatherKit
import HeadlessUI

/// Opens the gather once it started, and passes its end on to the module that opened
/// ConfirmPlayers.
final class ConfirmPlayersRouter: ConfirmPlayersPresenterToRouterProtocol {
    weak var viewController: UIViewController?
    weak var output: ConfirmPlayersModuleOutput?
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    func showGather(with gatherModel: GatherModel) {
        let gatherViewController = GatherModule.assemble(
            gatherModel: gatherModel, dependencies: dependencies, output: self)
        viewController?.navigationController?.pushViewController(
            gatherViewController, animated: true)
    }
}

extension ConfirmPlayersRouter: GatherModuleOutput {
    func didEndGather() {
        output?.didEndGather()
    }
}
