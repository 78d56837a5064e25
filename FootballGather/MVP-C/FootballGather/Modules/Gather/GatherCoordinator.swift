import FootballGatherKit
import HeadlessUI

/// Told when the gather has ended on the server.
@MainActor
protocol GatherCoordinatorDelegate: AnyObject {
    func didEndGather()
}

/// Shows the running gather and reports when it has ended; the list coordinator takes the user back.
@MainActor
final class GatherCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var parent: Coordinator?
    weak var delegate: GatherCoordinatorDelegate?
    private let navigationController: UINavigationController
    private let dependencies: AppDependencies
    private let gatherModel: GatherModel

    init(
        navigationController: UINavigationController, dependencies: AppDependencies,
        gatherModel: GatherModel
    ) {
        self.navigationController = navigationController
        self.dependencies = dependencies
        self.gatherModel = gatherModel
    }

    func start() {
        let gatherViewController = GatherViewController(
            gatherModel: gatherModel, dependencies: dependencies)
        gatherViewController.coordinator = self
        navigationController.pushViewController(gatherViewController, animated: true)
    }

    func didEndGather() {
        delegate?.didEndGather()
    }
}
